import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  GLYPH_PROBES,
  PARITY_LIMITS,
  PARITY_SCENES,
  compareImages,
  decodeRgba,
  diffPng,
  glyphProbeFailures,
  openComposePage,
  readFooter,
  renderScene,
  markSampleMisses,
  type Box,
  type ComposePage,
  type RgbaImage,
  withinParity,
} from "@twend/composition/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";

// The same DP composed by the browser adapter in Chromium and by the server
// adapter on @napi-rs/canvas must look the same: that is what lets the
// generator draw in the browser while the worker makes the canonical PNG.

/**
 * The Twend mark is a small share of any DP, so it is held to its own limit
 * over its own box: both canvases rasterise its paths with Skia, leaving only
 * anti-aliasing on its curved edges to differ.
 */
const MAX_MARK_MISMATCHED_SHARE = 0.02;
/** Channel levels the mark's sampled colours may differ from the header's SVG. */
const MAX_MARK_COLOUR_DELTA = 12;

let browser: Browser;
const figures: string[] = [];

/** A fresh page each time, so each test loads the fonts it needs itself rather than finding an earlier test's. */
async function withComposePage<T>(use: (page: ComposePage) => Promise<T>): Promise<T> {
  const page = await browser.newPage();
  try {
    return await use(await openComposePage(page));
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (figures.length > 0) console.log(["Chromium vs @napi-rs/canvas:", ...figures].join("\n"));
});

describe("Chromium with the browser adapter", () => {
  it("draws emoji, Arabic, Devanagari, CJK and Korean with the bundled fallbacks, and shapes Arabic right to left", async () => {
    const { probes, arabic } = await withComposePage((page) => page.probeGlyphs());
    expect(probes.map((probe) => probe.label)).toEqual(GLYPH_PROBES.map((probe) => probe.label));
    const failures = probes.flatMap((result) => glyphProbeFailures(result, result.label === "emoji"));
    expect(failures).toEqual([]);
    expect(arabic.joinedWidth).toBeLessThan(arabic.isolatedWidth * 0.8);
    expect(arabic.alefOnRight).toBe(true);
  });
});

describe("the browser and the server draw the same DP", () => {
  it.each(PARITY_SCENES)("$id", async (scene) => {
    const [inBrowser, onServer] = await Promise.all([withComposePage((page) => page.compose(scene)), renderScene(scene)]);
    expect({ width: inBrowser.width, height: inBrowser.height }).toEqual({ width: onServer.width, height: onServer.height });
    const browserPixels = await decodeRgba(inBrowser.png);
    const diff = compareImages(browserPixels, await decodeRgba(onServer.bytes));
    figures.push(
      `  ${scene.id.padEnd(34)} ${`${onServer.width}x${onServer.height}`.padEnd(10)}` +
        ` pixelmatch ${(diff.mismatchedShare * 100).toFixed(4)}% different,` +
        ` ${(diff.within2Share * 100).toFixed(2)}% within 2 levels, max delta ${diff.maxChannelDelta}`,
    );
    if (!withinParity(diff)) {
      const dir = path.join(tmpdir(), "twend-composition-parity");
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${scene.id}-browser.png`), inBrowser.png);
      await writeFile(path.join(dir, `${scene.id}-server.png`), onServer.bytes);
      await writeFile(path.join(dir, `${scene.id}-diff.png`), await diffPng(diff, onServer.width, onServer.height));
      console.log(`Parity failure for ${scene.id}: images in ${dir}`);
    }
    expect(diff.mismatchedShare).toBeLessThanOrEqual(PARITY_LIMITS.maxMismatchedShare);
    expect(diff.within2Share).toBeGreaterThanOrEqual(PARITY_LIMITS.minWithin2Share);

    const serverPixels = await decodeRgba(onServer.bytes);
    const serverMark = readFooter(serverPixels).mark;
    const browserMark = readFooter(browserPixels).mark;
    if (!serverMark || !browserMark) throw new Error(`${scene.id}: no Twend mark in the footer (server ${Boolean(serverMark)}, browser ${Boolean(browserMark)})`);
    expect(browserMark).toMatchObject({ left: serverMark.left, top: serverMark.top, right: serverMark.right, bottom: serverMark.bottom });
    const markDiff = compareImages(crop(browserPixels, serverMark), crop(serverPixels, serverMark));
    figures.push(
      `    its mark ${serverMark.right - serverMark.left + 1} px: ${(markDiff.mismatchedShare * 100).toFixed(2)}% different, max delta ${markDiff.maxChannelDelta}`,
    );
    expect(markDiff.mismatchedShare).toBeLessThanOrEqual(MAX_MARK_MISMATCHED_SHARE);
    for (const image of [browserPixels, serverPixels]) {
      expect(markSampleMisses(image, serverMark, MAX_MARK_COLOUR_DELTA)).toEqual([]);
    }
  });
});

/** The box and a 2 px margin around it, so the mark's anti-aliased edge is compared too. */
function crop(image: RgbaImage, box: Box): RgbaImage {
  const left = Math.max(0, box.left - 2);
  const top = Math.max(0, box.top - 2);
  const width = Math.min(image.width, box.right + 3) - left;
  const height = Math.min(image.height, box.bottom + 3) - top;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    image.data.copy(data, y * width * 4, ((top + y) * image.width + left) * 4, ((top + y) * image.width + left + width) * 4);
  }
  return { data, width, height };
}
