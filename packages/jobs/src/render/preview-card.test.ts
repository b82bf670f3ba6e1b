import type { FrameMode } from "@twend/shared";
import { decodeRgba, markSampleMisses, readFooter, sceneDesign, type RgbaImage } from "@twend/composition/testing";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PREVIEW_CARD, drawPreviewCard } from "./preview-card.ts";

const pixel = (image: RgbaImage, x: number, y: number) => Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
const near = (actual: number[], expected: readonly number[], tolerance: number) => expected.every((value, i) => Math.abs((actual[i] ?? -999) - value) <= tolerance);

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

  describe("of an overlay frame", () => {
    const FRAME: [number, number, number, number] = [200, 30, 40, 255];
    // 400x400 with its 40 px strip fits the card's 534 px at full size: the DP sits at (48, 95), one pixel per pixel.
    const dpAt = { x: 48, y: (PREVIEW_CARD.height - 440) / 2 };

    /** Opaque red with a transparent round window of radius 120 in the middle. */
    async function frameCard(frameMode: FrameMode) {
      const pixels = Buffer.alloc(400 * 400 * 4);
      for (let y = 0; y < 400; y += 1) {
        for (let x = 0; x < 400; x += 1) if (Math.hypot(x + 0.5 - 200, y + 0.5 - 200) >= 120) pixels.set(FRAME, (y * 400 + x) * 4);
      }
      const background = await sharp(pixels, { raw: { width: 400, height: 400, channels: 4 } })
        .png()
        .toBuffer();
      return decodeRgba(
        await drawPreviewCard({ design: { ...sceneDesign(), include_text: false, frame_mode: frameMode }, background, title: "Frame Day", host: "twend.test" }),
      );
    }

    it("shows the frame over the sample photo, not over a transparent hole", async () => {
      const card = await frameCard("overlay");
      const at = (x: number, y: number) => pixel(card, dpAt.x + x, dpAt.y + y);
      // The figure stands in the window (80..320 square): its head is white, the photo around it a warm gradient.
      const head = at(200, 180);
      expect(Math.min(...head.slice(0, 3)), `head: ${head}`).toBeGreaterThan(235);
      for (const [x, y] of [
        [130, 130],
        [280, 140],
      ] as const) {
        const [r = 0, g = 0, b = 0] = at(x, y);
        expect(r > 235 && g > 170 && b > 120 && b < 225 && r - b > 25, `gradient at ${x},${y}: ${at(x, y)}`).toBe(true);
      }
      expect(near(at(10, 10), FRAME, 2)).toBe(true);
      expect(near(at(200, 390), FRAME, 2)).toBe(true);
    });

    it("leaves a slot Twend's transparent areas showing the card's dark backdrop", async () => {
      const card = await frameCard("slot");
      const shown = pixel(card, dpAt.x + 200, dpAt.y + 250);
      expect(Math.max(...shown.slice(0, 3)), `window: ${shown}`).toBeLessThan(80);
    });
  });
});
