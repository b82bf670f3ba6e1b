import { randomBytes } from "node:crypto";
import type { FrameMode } from "@twend/shared";
import { saveImage } from "@twend/media";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useJobTestEnv } from "./testing/job-test-env.ts";

const env = useJobTestEnv();

type Rgba = [number, number, number, number];

/** A PNG whose every pixel `paint` gives. */
function paintedPng(width: number, height: number, paint: (x: number, y: number) => Rgba): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels.set(paint(x, y), (y * width + x) * 4);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const FRAME_RED: Rgba = [220, 30, 30, 255];
const SIDE = 400;
const WINDOW = { x: 200, y: 200, radius: 110 };

/** A frame as designers export them: opaque red with a transparent round window in the middle. */
const frame = () => paintedPng(SIDE, SIDE, (x, y) => (Math.hypot(x + 0.5 - WINDOW.x, y + 0.5 - WINDOW.y) < WINDOW.radius ? [0, 0, 0, 0] : FRAME_RED));

/** A photo whose left half is green and right half blue, so a turn shows. */
const photo = () => paintedPng(300, 300, (x) => (x < 150 ? [20, 200, 40, 255] : [30, 60, 230, 255]));

/** Runs dp.render for a visitor's photo on a Twend with this background and mode, and reads the PNG back. */
async function render(frameMode: FrameMode, transform: Record<string, number>) {
  const { prisma } = env.db;
  const background = await saveImage(prisma, env.media, await frame());
  const campaign = await prisma.campaign.create({
    data: {
      shortId: `r${randomBytes(4).toString("hex")}`,
      title: "Frame render",
      backgroundImageUrl: background.path,
      backgroundHash: background.hash,
      frameMode,
      includeText: false,
    },
  });
  const stored = await saveImage(prisma, env.media, await photo());
  const renderId = randomBytes(32).toString("hex");
  await prisma.dpRender.create({
    data: { id: renderId, campaignId: campaign.id, photoHash: stored.hash, name: "", transform, expiresAt: new Date(Date.now() + 60_000) },
  });
  expect(await env.handlers()["dp.render"]({ renderId })).toEqual({ status: "done" });
  const { resultHash } = await prisma.dpRender.findUniqueOrThrow({ where: { id: renderId } });
  const png = resultHash ? await env.media.read(resultHash, "png") : null;
  if (!png) throw new Error("the render stored no PNG");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
  return { width: info.width, height: info.height, at };
}

function near(actual: number[], expected: readonly number[], tolerance = 6): boolean {
  return expected.every((value, i) => Math.abs((actual[i] ?? -999) - value) <= tolerance);
}

describe("dp.render of an overlay Twend", () => {
  it("draws the photo under the frame: the window shows the photo, the frame's opaque pixels cover it", async () => {
    const dp = await render("overlay", { zoom: 1, offsetX: 0, offsetY: 0 });
    // 400x400 background plus the 40 px footer strip below it.
    expect([dp.width, dp.height]).toEqual([SIDE, SIDE + 40]);
    expect(near(dp.at(150, 200), [20, 200, 40, 255]), `left of the window: ${dp.at(150, 200)}`).toBe(true);
    expect(near(dp.at(250, 200), [30, 60, 230, 255]), `right of the window: ${dp.at(250, 200)}`).toBe(true);
    // The photo is under the whole frame, and the frame is opaque there.
    for (const [x, y] of [
      [10, 10],
      [390, 200],
      [200, 395],
    ] as const) {
      expect(near(dp.at(x, y), FRAME_RED), `frame at ${x},${y}: ${dp.at(x, y)}`).toBe(true);
    }
    expect(dp.at(5, SIDE + 35)).toEqual([255, 255, 255, 255]);
  });

  it("turns the photo by the transform's rotation", async () => {
    const dp = await render("overlay", { zoom: 1, offsetX: 0, offsetY: 0, rotation: 90 });
    // A quarter turn clockwise brings the photo's green left half to the top and its blue right half to the bottom.
    expect(near(dp.at(230, 140), [20, 200, 40, 255]), `top of the window: ${dp.at(230, 140)}`).toBe(true);
    expect(near(dp.at(170, 260), [30, 60, 230, 255]), `bottom of the window: ${dp.at(170, 260)}`).toBe(true);
    expect(near(dp.at(10, 10), FRAME_RED)).toBe(true);
  });

  it("keeps a slot Twend's photo in its avatar slot, with the background drawn as it is", async () => {
    const dp = await render("slot", { zoom: 1, offsetX: 0, offsetY: 0 });
    // The default slot is 120 of 500 at (100, 100): 96 px at (80, 80) here; the window stays transparent.
    expect(near(dp.at(110, 128), [20, 200, 40, 255]), `in the slot: ${dp.at(110, 128)}`).toBe(true);
    expect(dp.at(200, 200)[3]).toBe(0);
    expect(near(dp.at(10, 10), FRAME_RED)).toBe(true);
  });
});
