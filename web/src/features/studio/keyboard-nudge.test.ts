import { describe, expect, it } from "vitest";
import { DEFAULT_DESIGN, type Design } from "./campaign-form.ts";
import { nudge } from "./keyboard-nudge.ts";

const design = (patch: Partial<Design> = {}): Design => ({ ...DEFAULT_DESIGN, ...patch });

describe("arrow-key nudges", () => {
  it("moves the selected avatar one unit per press", () => {
    expect(nudge(design(), "avatar", "ArrowRight", false)).toEqual({ avatar_x: 101, avatar_y: 100 });
    expect(nudge(design(), "avatar", "ArrowUp", false)).toEqual({ avatar_x: 100, avatar_y: 99 });
  });

  it("moves ten units with Shift", () => {
    expect(nudge(design(), "text", "ArrowLeft", true)).toEqual({ text_x: 240, text_y: 300 });
    expect(nudge(design(), "text", "ArrowDown", true)).toEqual({ text_x: 250, text_y: 310 });
  });

  it("stops at the edges like a drag", () => {
    expect(nudge(design({ avatar_x: 375, avatar_size: 120 }), "avatar", "ArrowRight", true)).toEqual({ avatar_x: 380, avatar_y: 100 });
    expect(nudge(design({ text_y: 3 }), "text", "ArrowUp", true)).toEqual({ text_x: 250, text_y: 0 });
  });

  it("leaves every other key to the browser", () => {
    expect(nudge(design(), "avatar", "Tab", false)).toBeNull();
    expect(nudge(design(), "avatar", "a", true)).toBeNull();
  });
});
