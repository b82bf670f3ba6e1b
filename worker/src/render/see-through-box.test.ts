import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { seeThroughBox } from "./see-through-box.ts";

/** An opaque frame of this size with a clear rectangle cut out of it. */
function frameWithWindow(width: number, height: number, window: { x: number; y: number; width: number; height: number } | null) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#204080";
  ctx.fillRect(0, 0, width, height);
  if (window) ctx.clearRect(window.x, window.y, window.width, window.height);
  return canvas;
}

describe("seeThroughBox", () => {
  it("finds the transparent part of a frame, as fractions of its size", () => {
    const box = seeThroughBox(frameWithWindow(1080, 1350, { x: 270, y: 135, width: 540, height: 675 }));
    expect(box.x).toBeCloseTo(0.25, 1);
    expect(box.y).toBeCloseTo(0.1, 1);
    expect(box.width).toBeCloseTo(0.5, 1);
    expect(box.height).toBeCloseTo(0.5, 1);
  });

  it("is the whole frame when nothing is transparent", () => {
    expect(seeThroughBox(frameWithWindow(300, 200, null))).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});
