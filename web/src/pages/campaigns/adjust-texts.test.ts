import { describe, expect, it } from "vitest";
import { adjustHint, previewLabel } from "./adjust-texts.ts";

describe("the adjust step's texts", () => {
  it("name the preview plainly until there is a photo, then list its gestures and keys, rotation included", () => {
    expect(previewLabel("slot", false)).toBe("Preview of your DP");
    expect(previewLabel("overlay", false)).toBe("Preview of your DP");
    const label = previewLabel("slot", true);
    expect(label).toContain("Drag your photo in the preview to move it");
    expect(label).toContain("twist or Shift+scroll to rotate");
    expect(label).toContain("[ and ] rotate by 90 degrees (with Shift, by 1 degree)");
  });

  it("speak of the frame, not a slot, on an overlay Twend", () => {
    expect(previewLabel("overlay", true)).toContain("Drag your photo under the frame to move it");
    expect(adjustHint("overlay")).toBe("Drag your photo under the frame to move it; pinch or scroll to zoom, twist with two fingers to rotate.");
    expect(adjustHint("slot")).toBe("Drag your photo in the preview to move it; pinch or scroll to zoom, twist with two fingers to rotate.");
  });
});
