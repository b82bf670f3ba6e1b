import { createCanvas } from "@napi-rs/canvas";
import { composeDp } from "@twend/composition";
import { decodeImage, encodeCanvas, loadServerFonts } from "@twend/composition/node";
import { makeImage, type Scene } from "@twend/composition/testing";
import sharp from "sharp";
import { median } from "./stats.ts";

export interface ServerFigures {
  width: number;
  height: number;
  decodeMs: number;
  /** The composeDp call alone: Skia records it and rasterises when the pixels are read, i.e. within the encode. */
  drawMs: number;
  /** composeDp + encodeCanvas PNG at the production level: what a download costs the worker. */
  totalMs: number;
  /** sharp encoding the same RGBA at compressionLevel 6: the floor. */
  floorMs: number;
  pngBytes: number;
  level6Bytes: number;
}

const WARM_UP = 2;

/** Server full-resolution compose + PNG encode against the sharp floor, measured in the same run. */
export async function benchServer(scene: Scene, runs: number): Promise<ServerFigures> {
  loadServerFonts();
  const [backgroundBytes, photoBytes] = await Promise.all([makeImage(scene.background), scene.photo ? makeImage(scene.photo) : null]);
  const decodeStart = performance.now();
  const [background, photo] = await Promise.all([decodeImage(backgroundBytes), photoBytes ? decodeImage(photoBytes) : null]);
  const decodeMs = performance.now() - decodeStart;

  const compose = () => {
    const canvas = createCanvas(1, 1);
    composeDp(canvas.getContext("2d"), { design: scene.design, background, photo, name: scene.name, footer: { host: scene.host } });
    return canvas;
  };

  const draws: number[] = [];
  const totals: number[] = [];
  let pngBytes = 0;
  for (let run = 0; run < WARM_UP + runs; run++) {
    const start = performance.now();
    const canvas = compose();
    const drawn = performance.now();
    pngBytes = (await encodeCanvas(canvas, "png")).length;
    if (run < WARM_UP) continue;
    draws.push(drawn - start);
    totals.push(performance.now() - start);
  }

  const canvas = compose();
  const { width, height } = canvas;
  const rgba = Buffer.from(canvas.getContext("2d").getImageData(0, 0, width, height).data.buffer);
  const floors: number[] = [];
  let level6Bytes = 0;
  for (let run = 0; run < WARM_UP + runs; run++) {
    const start = performance.now();
    level6Bytes = (
      await sharp(rgba, { raw: { width, height, channels: 4 } })
        .png({ compressionLevel: 6 })
        .toBuffer()
    ).length;
    if (run >= WARM_UP) floors.push(performance.now() - start);
  }
  return {
    width,
    height,
    decodeMs,
    drawMs: median(draws),
    totalMs: median(totals),
    floorMs: median(floors),
    pngBytes,
    level6Bytes,
  };
}
