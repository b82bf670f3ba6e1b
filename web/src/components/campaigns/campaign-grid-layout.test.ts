import { BACKGROUND_VARIANT_WIDTHS } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { columnSizes } from "./column-sizes.ts";
import { GRID_COVER_SIZES } from "./campaign-grid-layout.ts";

/** The slot width, in CSS px, that a browser `viewport` px wide reads from a `sizes` list written by columnSizes. */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(", ")) {
    const [, minWidth, value = entry] = /^\(min-width: (\d+)px\) (.+)$/.exec(entry) ?? [];
    if (minWidth !== undefined && viewport < Number(minWidth)) continue;
    const fixed = /^(\d+)px$/.exec(value);
    if (fixed) return Number(fixed[1]);
    const column = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+)\))?$/.exec(value);
    if (!column) throw new Error(`not a column width: ${value}`);
    return (viewport - Number(column[1])) / Number(column[2] ?? 1);
  }
  throw new Error(`no entry of "${sizes}" applies at ${viewport}px`);
}

/** The copy a browser fetches: the narrowest covering the slot's device pixels. */
function pickedCopy(sizes: string, viewport: number, density: number): number | undefined {
  const needed = slotWidth(sizes, viewport) * density;
  return BACKGROUND_VARIANT_WIDTHS.find((width) => width >= needed);
}

describe("columnSizes", () => {
  it("writes one column's width from each breakpoint up, widest first, and a fixed width past the container's widest", () => {
    expect(columnSizes({ columns: 2, gap: 10, padding: 20, inset: 0 }, [{ minWidth: 800, columns: 3 }], 960)).toBe(
      "(min-width: 960px) 300px, (min-width: 800px) calc((100vw - 60px) / 3), calc((100vw - 50px) / 2)",
    );
  });

  it("takes each column's inset off, merges changes at the same breakpoint, in any order, and keeps a single column's width plain", () => {
    expect(
      columnSizes(
        { columns: 1, gap: 10, padding: 20, inset: 4 },
        [
          { minWidth: 800, padding: 30 },
          { minWidth: 500, columns: 2 },
          { minWidth: 800, gap: 20 },
        ],
        1000,
      ),
    ).toBe("(min-width: 1000px) 456px, (min-width: 800px) calc((100vw - 88px) / 2), (min-width: 500px) calc((100vw - 58px) / 2), calc(100vw - 44px)");
  });
});

describe("the Twend grids' cover sizes", () => {
  it("follow the grids' columns, gaps, the page container and the cards' borders at every breakpoint", () => {
    const from640 =
      "(min-width: 1152px) 255px, (min-width: 1024px) calc((100vw - 132px) / 4), (min-width: 768px) calc((100vw - 94px) / 3), (min-width: 640px) calc((100vw - 72px) / 2)";
    expect(GRID_COVER_SIZES.compact).toBe(`${from640}, calc((100vw - 48px) / 2)`);
    expect(GRID_COVER_SIZES.detailed).toBe(`${from640}, (min-width: 360px) calc((100vw - 48px) / 2), calc(100vw - 34px)`);
  });

  it("give Lighthouse's phone (412 px at 1.75x) the 320 px copy in both grids", () => {
    for (const sizes of Object.values(GRID_COVER_SIZES)) {
      expect(slotWidth(sizes, 412)).toBe(182);
      expect(pickedCopy(sizes, 412, 1.75)).toBe(320);
    }
  });

  it("give each screen a copy at least as wide as the card it draws", () => {
    expect(pickedCopy(GRID_COVER_SIZES.compact, 1440, 1)).toBe(320);
    expect(pickedCopy(GRID_COVER_SIZES.compact, 1440, 2)).toBe(640);
    expect(pickedCopy(GRID_COVER_SIZES.compact, 800, 2)).toBe(640);
    expect(pickedCopy(GRID_COVER_SIZES.detailed, 340, 3)).toBe(960);
    expect(pickedCopy(GRID_COVER_SIZES.detailed, 390, 3)).toBe(640);
  });
});
