import { PHOTO_ZOOM, type PhotoTransform } from "@twend/composition";

export interface Size {
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Keeps the zoom in 1..4 and the offsets where the photo still covers the
 * slot (as cropPhoto draws it), so a drag past the edge does not build up
 * slack that a drag back would first have to undo.
 */
export function clampTransform(transform: PhotoTransform, photo: Size): PhotoTransform {
  const zoom = clamp(Number.isFinite(transform.zoom) ? transform.zoom : 1, PHOTO_ZOOM.min, PHOTO_ZOOM.max);
  const side = Math.min(photo.width, photo.height) / zoom;
  const maxX = (photo.width - side) / 2 / side;
  const maxY = (photo.height - side) / 2 / side;
  return { zoom, offsetX: clamp(transform.offsetX, -maxX, maxX), offsetY: clamp(transform.offsetY, -maxY, maxY) };
}

/** A drag of (dx, dy) screen pixels over a slot `slotSize` pixels wide moves the photo by the same amount. */
export function panBy(transform: PhotoTransform, dx: number, dy: number, slotSize: number, photo: Size): PhotoTransform {
  if (!(slotSize > 0)) return transform;
  return clampTransform({ ...transform, offsetX: transform.offsetX + dx / slotSize, offsetY: transform.offsetY + dy / slotSize }, photo);
}

export function zoomTo(transform: PhotoTransform, zoom: number, photo: Size): PhotoTransform {
  return clampTransform({ ...transform, zoom }, photo);
}

/** A mouse wheel or trackpad pinch: each 100 px of scroll changes the zoom by about a fifth. */
export function zoomByWheel(transform: PhotoTransform, deltaY: number, photo: Size): PhotoTransform {
  return zoomTo(transform, transform.zoom * Math.exp(-deltaY * 0.002), photo);
}

/** Two fingers moving apart from `startDistance` to `distance` scale the zoom they started from. */
export function zoomByPinch(startZoom: number, startDistance: number, distance: number, transform: PhotoTransform, photo: Size): PhotoTransform {
  if (!(startDistance > 0)) return transform;
  return zoomTo(transform, startZoom * (distance / startDistance), photo);
}

/** Arrow keys nudge the photo by a tenth of the slot (a fiftieth with Shift); + and - zoom by a quarter step. */
export function transformForKey(transform: PhotoTransform, key: string, fine: boolean, photo: Size): PhotoTransform | null {
  const step = fine ? 0.02 : 0.1;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  if (move) return clampTransform({ ...transform, offsetX: transform.offsetX + move[0], offsetY: transform.offsetY + move[1] }, photo);
  if (key === "+" || key === "=") return zoomTo(transform, transform.zoom + 0.25, photo);
  if (key === "-" || key === "_") return zoomTo(transform, transform.zoom - 0.25, photo);
  return null;
}

/** Identifies the inputs of one drawing, so a finished image is used only for exactly what is on screen. */
export function composeKey(photoId: number, name: string, transform: PhotoTransform): string {
  return JSON.stringify([photoId, name.trim(), transform.zoom, transform.offsetX, transform.offsetY]);
}
