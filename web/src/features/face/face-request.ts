import type { Face, Size } from "@twend/composition";

/**
 * The width the photo is searched at: the detector's largest input. A face a tenth of a 12 MP
 * photo's width still spans some 40 pixels there, which it finds.
 */
export const DETECTION_SIZE = 416;

/**
 * A photo to look for a face in, as the visitor picked it. `decoded` brings the photo as the compose
 * worker decoded it for the drawings, DETECTION_SIZE wide (an ImageBitmap, or null when it has
 * none), so the detector need not decode it once more; without it, the detector decodes `photo`.
 */
export interface FaceRequest {
  id: number;
  photo: Blob;
  decoded: MessagePort | null;
}

/** The face the detector is surest of in the photo as drawn (orientation applied), in the pixels of `photo`, the size it was decoded at. */
export interface FoundFace {
  face: Face;
  photo: Size;
}

export type FaceReply = { id: number; ok: true; found: FoundFace | null } | { id: number; ok: false; error: string };
