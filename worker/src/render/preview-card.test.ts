import { decodeRgba, markSampleMisses, readFooter, sceneDesign } from "@twend/composition/testing";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PREVIEW_CARD, drawPreviewCard } from "./preview-card.ts";

describe("the link preview card", () => {
  it("shows the DP with the Twend mark in its footer, as a download has", async () => {
    const background = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#1e40af" } })
      .png()
      .toBuffer();
    const png = await drawPreviewCard({
      design: sceneDesign(),
      background,
      title: "Clean Rivers Day",
      host: "twend.test",
    });
    const image = await decodeRgba(png);
    // The whole card is scanned: only the mark has its violet-to-pink colours.
    const { mark } = readFooter(image, 0);
    if (!mark) throw new Error("The card has no Twend mark");
    // The 1080x1160 DP is shown 534 px high: its 80 px strip becomes about 37 px, the mark half of that.
    expect(mark.right - mark.left + 1).toBeGreaterThanOrEqual(16);
    expect(mark.right - mark.left + 1).toBeLessThanOrEqual(19);
    expect(mark.left).toBeGreaterThan(48);
    expect(mark.right).toBeLessThan(48 + 534);
    expect(Math.abs((mark.top + mark.bottom + 1) / 2 - (PREVIEW_CARD.height - 48 - 37 / 2))).toBeLessThanOrEqual(2);
    expect(markSampleMisses(image, mark, 12)).toEqual([]);
  });
});
