import type { FrameMode } from "@twend/composition";

/** Where the visitor moves their photo: inside the slot, or under an overlay Twend's frame. */
function dragText(frameMode: FrameMode): string {
  return frameMode === "overlay" ? "Drag your photo under the frame to move it" : "Drag your photo in the preview to move it";
}

/** The live preview's accessible name once there is a photo to move, listing its gestures and keys. */
export function movablePreviewLabel(frameMode: FrameMode): string {
  return `Preview of your DP. ${dragText(frameMode)}, pinch or scroll to zoom, twist or Shift+scroll to rotate; arrow keys move it, + and - zoom, [ and ] rotate by 90 degrees (with Shift, by 1 degree).`;
}

/** The line under the adjust controls. */
export function adjustHint(frameMode: FrameMode): string {
  return `${dragText(frameMode)}; pinch or scroll to zoom, twist with two fingers to rotate.`;
}
