import { describe, expect, it } from "vitest";
import { textDirection } from "./text-direction.ts";

describe("textDirection", () => {
  it.each([
    ["Ada Lovelace", "ltr"],
    ["محمد علي", "rtl"],
    ["محمد Ali", "rtl"],
    ["Ali محمد", "ltr"],
    ["שרה", "rtl"],
    ["2024 🎉 محمد", "rtl"],
    ["王小明", "ltr"],
    ["🎉 123", "ltr"],
    ["", "ltr"],
  ])("takes %j as %s, from its first letter", (text, expected) => {
    expect(textDirection(text)).toBe(expected);
  });
});
