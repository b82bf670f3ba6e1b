/** How a grid of equal columns sits in its container, in CSS px. */
export interface ColumnLayout {
  columns: number;
  /** Between two columns. */
  gap: number;
  /** The container's, on each side. */
  padding: number;
  /** Taken off each column around the image (a card's border, both sides together). */
  inset: number;
}

/** What changes from a viewport `minWidth` px wide up, as a Tailwind `sm:`/`md:`/`lg:` class does. */
export interface LayoutChange extends Partial<ColumnLayout> {
  minWidth: number;
}

/** What the padding, the gaps and the insets take from the container's width. */
const taken = ({ columns, gap, padding, inset }: ColumnLayout) => 2 * padding + (columns - 1) * gap + columns * inset;

/** The image's width in a grid that fills the viewport less the container's padding. */
function columnWidth(layout: ColumnLayout): string {
  return layout.columns === 1 ? `calc(100vw - ${taken(layout)}px)` : `calc((100vw - ${taken(layout)}px) / ${layout.columns})`;
}

/**
 * An `<img sizes>` for an image one column wide (less its inset): its width from each change up, and a
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
  const widest = Math.round((maxWidth - taken(layout)) / layout.columns);
  const rules = steps.reverse().map((step) => (step.minWidth === 0 ? columnWidth(step.layout) : `(min-width: ${step.minWidth}px) ${columnWidth(step.layout)}`));
  return [`(min-width: ${maxWidth}px) ${widest}px`, ...rules].join(", ");
}
