import type { MessageDescriptor } from "@lingui/core";
import { msg, select } from "@lingui/core/macro";
import type { FrameMode } from "@twend/shared";

// Where the photo moves (in the slot, or under an overlay Twend's frame) is a choice inside each sentence, so translators see it whole.

/** The live preview's accessible name once there is a photo to move, listing its gestures and keys. */
export function movablePreviewLabel(frameMode: FrameMode): MessageDescriptor {
  return msg`Preview of your DP. ${select(frameMode, { overlay: "Drag your photo under the frame to move it", other: "Drag your photo in the preview to move it" })}, pinch or scroll to zoom, twist or Shift+scroll to rotate; arrow keys move it, + and - zoom, [ and ] rotate by 90 degrees (with Shift, by 1 degree).`;
}

/** The line under the adjust controls. */
export function adjustHint(frameMode: FrameMode): MessageDescriptor {
  return msg`${select(frameMode, { overlay: "Drag your photo under the frame to move it", other: "Drag your photo in the preview to move it" })}; pinch or scroll to zoom, twist with two fingers to rotate.`;
}
