import { normalizeRotation, type PhotoTransform } from "@twend/composition";

/** Identifies the inputs of one drawing, so a finished image is used only for exactly what is on screen. */
export function composeKey(photoId: number, name: string, transform: PhotoTransform): string {
  return JSON.stringify([photoId, name.trim(), transform.zoom, transform.offsetX, transform.offsetY, normalizeRotation(transform.rotation)]);
}
