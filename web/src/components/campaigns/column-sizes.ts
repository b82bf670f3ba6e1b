/** How a grid of equal columns sits in its container, in CSS px. */
export interface ColumnLayout {
  columns: number;
  /** Between two columns. */
  gap: number;
  /** The container's, on each side. */
  padding: number;
}

/** What changes from a viewport `minWidth` px wide up, as a Tailwind `sm:`/`md:`/`lg:` class does. */
export interface LayoutChange extends Partial<ColumnLayout> {
  minWidth: number;
}

/** The width of a column whose grid fills the viewport less the container's padding. */
function columnWidth({ columns, gap, padding }: ColumnLayout): string {
  const taken = 2 * padding + (columns - 1) * gap;
  return columns === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${columns})`;
}

/**
 * An `<img sizes>` for an image one column wide: the column's width from each change up, and a
 * fixed width once the container stops growing at `maxWidth` (padding included; wider than the
 * last change). Written out for the browser, which picks a copy from it before any layout.
 */
export function columnSizes(base: ColumnLayout, changes: readonly LayoutChange[], maxWidth: number): string {
  let layout = base;
  const steps = [{ minWidth: 0, layout }];
  for (const { minWidth, ...change } of [...changes].sort((a, b) => a.minWidth - b.minWidth)) {
    layout = { ...layout, ...change };
    const previous = steps.at(-1);
    if (previous?.minWidth === minWidth) previous.layout = layout;
    else steps.push({ minWidth, layout });
  }
  const widest = Math.round((maxWidth - 2 * layout.padding - (layout.columns - 1) * layout.gap) / layout.columns);
  const rules = steps.reverse().map((step) => (step.minWidth === 0 ? columnWidth(step.layout) : `(min-width: ${step.minWidth}px) ${columnWidth(step.layout)}`));
  return [`(min-width: ${maxWidth}px) ${widest}px`, ...rules].join(", ");
}
