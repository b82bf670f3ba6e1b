import type { FrameMode } from "@twend/composition";

/** Where the visitor moves their photo: inside the slot, or under an overlay Twend's frame. */
function dragText(frameMode: FrameMode): string {
  return frameMode === "overlay" ? "Drag your photo under the frame to move it" : "Drag your photo in the preview to move it";
}

/** The live preview's accessible name, listing its gestures and keys once there is a photo to move. */
export function previewLabel(frameMode: FrameMode, movable: boolean): string {
  if (!movable) return "Preview of your DP";
  return `Preview of your DP. ${dragText(frameMode)}, pinch or scroll to zoom, twist or Shift+scroll to rotate; arrow keys move it, + and - zoom, [ and ] rotate by 90 degrees (with Shift, by 1 degree).`;
}

/** The line under the adjust controls. */
export function adjustHint(frameMode: FrameMode): string {
  return `${dragText(frameMode)}; pinch or scroll to zoom, twist with two fingers to rotate.`;
}
