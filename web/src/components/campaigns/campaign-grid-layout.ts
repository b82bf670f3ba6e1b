import { columnSizes, type LayoutChange } from "./column-sizes.ts";

// Tailwind's breakpoints and spacing in CSS px, as the classes below and Container.tsx use them.
const SM = 640;
const MD = 768;
const LG = 1024;
/** Browse's `min-[22.5rem]:` step: phones of 360 px and up. */
const PHONE_360 = 360;
const GAP_3 = 12;
const GAP_5 = 20;
/** The cover sits inside the card's 1 px border (Card.tsx). */
const CARD_BORDERS = 2;

/** Container.tsx: `px-4 sm:px-6 lg:px-8`, `max-w-6xl`. */
const CONTAINER_PADDING = 16;
const CONTAINER_CHANGES: readonly LayoutChange[] = [
  { minWidth: SM, padding: 24 },
  { minWidth: LG, padding: 32 },
];
const CONTAINER_MAX_WIDTH = 1152;

/** The grids' classes; `GRID_COVER_SIZES` below describes the same columns and must change with them. */
export const GRID_CLASSES = {
  /** The home page's short lists: two small cards side by side even on phones. */
  compact: "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4",
  /** Browse (spec: 1 to 4 columns by width): cards carry more facts, so only phones of 360 px and up fit two. */
  detailed: "grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4",
} as const;

export type GridKind = keyof typeof GRID_CLASSES;

/** Columns from `md:` and `lg:` up, and the wider gap from `sm:`, alike in both grids. */
const SHARED_CHANGES: readonly LayoutChange[] = [...CONTAINER_CHANGES, { minWidth: SM, gap: GAP_5 }, { minWidth: MD, columns: 3 }, { minWidth: LG, columns: 4 }];

/** Each grid's cover `sizes`: one column's width at every breakpoint, so a phone fetches a phone-sized copy. */
export const GRID_COVER_SIZES: Record<GridKind, string> = {
  compact: columnSizes({ columns: 2, gap: GAP_3, padding: CONTAINER_PADDING, inset: CARD_BORDERS }, SHARED_CHANGES, CONTAINER_MAX_WIDTH),
  detailed: columnSizes(
    { columns: 1, gap: GAP_3, padding: CONTAINER_PADDING, inset: CARD_BORDERS },
    [{ minWidth: PHONE_360, columns: 2 }, ...SHARED_CHANGES],
    CONTAINER_MAX_WIDTH,
  ),
};
