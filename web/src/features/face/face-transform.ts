// The face placement's one way in, fetched by the generator after a photo is picked with the
// detector's client: none of it is in the page's first load. It takes plain inputs, so face
// placement knows nothing of the generator and the generator nothing of the detector.
import { WHOLE, placeOnFace, type PhotoTransform, type Size } from "@twend/composition";
import { DETECTION_SIZE } from "./face-request.ts";
import { findFace } from "./find-face.ts";
import { frameOpening } from "./frame-opening.ts";

/** A picked photo to place on its face, and where it goes. */
export interface FaceSearch {
  photo: Blob;
  /**
   * Asks for the photo as the drawings already decoded it, `width` pixels wide, posted to `port`
   * as an ImageBitmap (null when there is none), so the detector need not decode it once more.
   */
  decodedCopy: (width: number, port: MessagePort) => void;
  /** The shape of the window the photo covers in the full-size drawing. */
  window: Size;
  /** An overlay frame, whose see-through part is where the face belongs; null for an avatar slot. */
  frame: ImageBitmap | null;
}

/** The transform that places the photo on its face in its window, or null when no face is found. */
export async function faceTransform({ photo, decodedCopy, window, frame }: FaceSearch): Promise<PhotoTransform | null> {
  const decoded = new MessageChannel();
  decodedCopy(DETECTION_SIZE, decoded.port1);
  const found = await findFace(photo, decoded.port2);
  if (!found) return null;
  const opening = frame ? frameOpening(frame) : null;
  return placeOnFace({ face: found.face, photo: found.photo, window, target: opening ?? WHOLE });
}
