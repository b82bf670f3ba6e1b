import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compareImages, decodeRgba, diffPng } from "../testing/image-diff.ts";
import { renderScene } from "../testing/render-scene.ts";
import { PARITY_SCENES } from "../testing/scenes.ts";

// The server's DPs compared with committed pictures, so a change to the
// drawing, the fonts or the encoding shows up as pixels. After an intended
// change, look at the new pictures and commit them:
//   UPDATE_GOLDEN=1 npx vitest run packages/composition/src/node/golden.test.ts

const GOLDEN_DIR = fileURLToPath(new URL("../../test/golden/", import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** pixelmatch at threshold 0.1: room for a font rasteriser's anti-aliasing to move, not for a glyph to. */
const MAX_MISMATCHED_SHARE = 0.0005;

const CASES = [
  { id: "helvetica-square-500", mode: "full" },
  { id: "impact-circle-1200x628-arabic", mode: "full" },
  { id: "courier-circle-600x900-cjk", mode: "full" },
  { id: "no-text-circle-500", mode: "full" },
  { id: "comic-square-1500-emoji", mode: "preview" },
  { id: "georgia-square-1080x1350-exif", mode: "preview" },
  { id: "rotated-circle-1080", mode: "full" },
  { id: "overlay-1080x1350", mode: "full" },
  { id: "overlay-square-800-unmoved", mode: "preview" },
] as const;

describe("golden DPs", () => {
  it.each(CASES)("$id ($mode) looks as committed", async ({ id, mode }) => {
    const scene = PARITY_SCENES.find((candidate) => candidate.id === id);
    if (!scene) throw new Error(`No scene ${id}`);
    const dp = await renderScene(scene, { mode, previewSize: 400 });
    const goldenPath = path.join(GOLDEN_DIR, `${id}-${mode}.png`);
    if (UPDATE) {
      // Stored at the highest compression: only the pixels are compared.
      await writeFile(goldenPath, await sharp(dp.bytes).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer());
      return;
    }
    if (!existsSync(goldenPath)) throw new Error(`${goldenPath} is missing: run with UPDATE_GOLDEN=1 to make it`);
    const golden = await decodeRgba(await readFile(goldenPath));
    expect({ width: dp.width, height: dp.height }).toEqual({ width: golden.width, height: golden.height });
    const diff = compareImages(await decodeRgba(dp.bytes), golden);
    if (diff.mismatchedShare > MAX_MISMATCHED_SHARE) {
      const dir = path.join(tmpdir(), "twend-composition-golden");
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${id}-${mode}-actual.png`), dp.bytes);
      await writeFile(path.join(dir, `${id}-${mode}-diff.png`), await diffPng(diff, dp.width, dp.height));
    }
    expect(diff.mismatchedShare, `see ${path.join(tmpdir(), "twend-composition-golden")}`).toBeLessThanOrEqual(MAX_MISMATCHED_SHARE);
  });
});
