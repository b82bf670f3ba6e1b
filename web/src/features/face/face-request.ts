import type { Face, Size } from "@twend/composition";

/** A photo to look for a face in, as the visitor picked it. */
export interface FaceRequest {
  id: number;
  photo: Blob;
}

/** The face the detector is surest of in the photo as drawn (orientation applied), in the pixels of `photo`, the size it was decoded at. */
export interface FoundFace {
  face: Face;
  photo: Size;
}

export type FaceReply = { id: number; ok: true; found: FoundFace | null } | { id: number; ok: false; error: string };
