import { describe, expect, it } from "vitest";
import { seeThroughBounds } from "./see-through.ts";

/** A width x height RGBA frame, opaque but where `clear` says see-through. */
function frame(width: number, height: number, clear: (x: number, y: number) => boolean): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[(y * width + x) * 4 + 3] = clear(x, y) ? 0 : 255;
  return data;
}

describe("seeThroughBounds", () => {
  it("boxes the see-through pixels as fractions of the frame", () => {
    const data = frame(10, 8, (x, y) => x >= 2 && x <= 5 && y >= 4 && y <= 5);
    expect(seeThroughBounds(data, 10, 8)).toEqual({ x: 0.2, y: 0.5, width: 0.4, height: 0.25 });
  });

  it("finds nothing in an opaque frame", () => {
    expect(
      seeThroughBounds(
        frame(6, 6, () => false),
        6,
        6,
      ),
    ).toBeNull();
  });
});
