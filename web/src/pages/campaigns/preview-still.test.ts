import { BACKGROUND_VARIANT_SIZES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { previewStill } from "./preview-still.ts";

const campaign = { background_image_url: "/uploads/full.png", thumbnail_url: "/uploads/thumb.webp", background_variants: [] };

describe("the preview frame's still image", () => {
  it("offers the frame-sized WebP copies by width, the narrowest as the plain source", () => {
    const variants = [
      { url: "/uploads/a.webp", width: 320 },
      { url: "/uploads/b.webp", width: 640 },
      { url: "/uploads/c.webp", width: 1200 },
    ];
    expect(previewStill({ ...campaign, background_variants: variants })).toEqual({
      src: "/uploads/a.webp",
      srcSet: "/uploads/a.webp 320w, /uploads/b.webp 640w, /uploads/c.webp 1200w",
      sizes: BACKGROUND_VARIANT_SIZES,
    });
  });

  it("shows the card thumbnail until the copies are made, and the full background for a Twend with neither", () => {
    expect(previewStill(campaign)).toEqual({ src: "/uploads/thumb.webp" });
    expect(previewStill({ ...campaign, thumbnail_url: null })).toEqual({ src: "/uploads/full.png" });
    expect(previewStill({ ...campaign, thumbnail_url: null, background_image_url: "" })).toBeNull();
  });
});
