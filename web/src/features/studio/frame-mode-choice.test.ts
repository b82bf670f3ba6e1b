import { describe, expect, it } from "vitest";
import { frameModeForBackground } from "./frame-mode-choice.ts";

describe("the frame style a background gets", () => {
  it("chooses a frame over the photo for a new Twend's transparent artwork, and asks", () => {
    expect(frameModeForBackground(true, "slot", true)).toEqual({ mode: "overlay", propose: true });
  });

  it("only offers it when editing a Twend stored with a photo slot", () => {
    expect(frameModeForBackground(true, "slot", false)).toEqual({ mode: "slot", propose: true });
  });

  it("leaves a frame over the photo as it is, without asking again", () => {
    expect(frameModeForBackground(true, "overlay", true)).toEqual({ mode: "overlay", propose: false });
    expect(frameModeForBackground(true, "overlay", false)).toEqual({ mode: "overlay", propose: false });
  });

  it("puts the photo in a slot for opaque artwork, which would hide a photo drawn under it", () => {
    for (const isNew of [true, false]) {
      expect(frameModeForBackground(false, "slot", isNew)).toEqual({ mode: "slot", propose: false });
      expect(frameModeForBackground(false, "overlay", isNew)).toEqual({ mode: "slot", propose: false });
    }
  });
});
