import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./tab-keys.ts";

describe("tabIndexForKey", () => {
  it("moves with the arrows and wraps at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 5, "ltr")).toBe(1);
    expect(tabIndexForKey("ArrowRight", 4, 5, "ltr")).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 2, 5, "ltr")).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 0, 5, "ltr")).toBe(4);
  });

  it("follows the mirrored row in a right-to-left page", () => {
    expect(tabIndexForKey("ArrowLeft", 0, 5, "rtl")).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 4, 5, "rtl")).toBe(0);
    expect(tabIndexForKey("ArrowRight", 2, 5, "rtl")).toBe(1);
    expect(tabIndexForKey("ArrowRight", 0, 5, "rtl")).toBe(4);
  });

  it("jumps to the first and last tab", () => {
    expect(tabIndexForKey("Home", 3, 5, "ltr")).toBe(0);
    expect(tabIndexForKey("End", 1, 5, "rtl")).toBe(4);
  });

  it("leaves other keys to the browser", () => {
    expect(tabIndexForKey("Tab", 1, 5, "ltr")).toBeNull();
    expect(tabIndexForKey("Enter", 1, 5, "rtl")).toBeNull();
  });
});
