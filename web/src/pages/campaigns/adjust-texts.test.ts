import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { adjustHint, movablePreviewLabel } from "./adjust-texts.ts";

describe("the adjust step's texts", () => {
  it("name the preview with its gestures and keys, rotation included", async () => {
    const i18n = await testI18n();
    const label = i18n._(movablePreviewLabel("slot"));
    expect(label).toMatch(/^Preview of your DP\. Drag your photo in the preview to move it, /);
    expect(label).toContain("twist or Shift+scroll to rotate");
    expect(label).toContain("[ and ] rotate by 90 degrees (with Shift, by 1 degree)");
  });

  it("speak of the frame, not a slot, on an overlay Twend", async () => {
    const i18n = await testI18n();
    expect(i18n._(movablePreviewLabel("overlay"))).toMatch(/^Preview of your DP\. Drag your photo under the frame to move it, /);
    expect(i18n._(adjustHint("overlay"))).toBe("Drag your photo under the frame to move it; pinch or scroll to zoom, twist with two fingers to rotate.");
    expect(i18n._(adjustHint("slot"))).toBe("Drag your photo in the preview to move it; pinch or scroll to zoom, twist with two fingers to rotate.");
  });
});
