import { describe, expect, it } from "vitest";
import { BACKGROUND_VARIANT_SIZES, BACKGROUND_VARIANT_WIDTHS, backgroundImageSet, variantWidthsFor } from "./background-variants.ts";
import { LIMITS } from "./limits.ts";

const url = (width: number) => `/media/${String(width).padStart(64, "a")}.webp`;

describe("the preview frame's background copies", () => {
  it("are cut at each frame width for 1x, 2x and 3x screens", () => {
    expect(BACKGROUND_VARIANT_WIDTHS).toEqual([320, 400, 640, 800, 960, 1200]);
  });

  it("give every frame and usual screen density a copy at least as wide as it draws, and at most 15% wider", () => {
    for (const frame of [LIMITS.previewSize.narrow, LIMITS.previewSize.wide]) {
      for (const density of [1, 1.75, 2, 3]) {
        const needed = frame * density;
        // A browser picks the narrowest candidate covering the frame's device pixels.
        const picked = BACKGROUND_VARIANT_WIDTHS.find((width) => width >= needed);
        expect(picked, `${frame}px at ${density}x`).toBeDefined();
        expect((picked ?? 0) / needed, `${frame}px at ${density}x`).toBeLessThanOrEqual(1.15);
      }
    }
  });

  it("are never wider than their source, and a narrow source gets each width once", () => {
    expect(variantWidthsFor(1080)).toEqual([320, 400, 640, 800, 960, 1080]);
    expect(variantWidthsFor(700)).toEqual([320, 400, 640, 700]);
    expect(variantWidthsFor(200)).toEqual([200]);
    expect(variantWidthsFor(4000)).toEqual([...BACKGROUND_VARIANT_WIDTHS]);
  });
});

describe("backgroundImageSet", () => {
  it("writes the copies as a srcset with the frame's sizes", () => {
    expect(
      backgroundImageSet([
        { url: url(320), width: 320 },
        { url: url(640), width: 640 },
      ]),
    ).toEqual({
      srcset: `${url(320)} 320w, ${url(640)} 640w`,
      sizes: "(min-width: 768px) 400px, 320px",
    });
    expect(BACKGROUND_VARIANT_SIZES).toBe("(min-width: 768px) 400px, 320px");
  });

  it("takes the sizes of an image laid out otherwise", () => {
    expect(backgroundImageSet([{ url: url(320), width: 320 }], "(min-width: 640px) 96px, 80px")).toEqual({
      srcset: `${url(320)} 320w`,
      sizes: "(min-width: 640px) 96px, 80px",
    });
  });

  it("is null until the copies exist", () => {
    expect(backgroundImageSet([])).toBeNull();
  });
});
