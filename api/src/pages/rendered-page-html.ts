import type { RenderedPage } from "./page-renderer.ts";

const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = "</head>";

/**
 * Holds the first paint until the root element has been parsed to its end. Painting as soon as the
 * parser pauses means styling and laying out the page once for what was parsed and again, whole,
 * for the rest; that second pass is a task of its own on a slow phone's main thread, just when its
 * first tap may come. The page's HTML is a few packets, so the paint waits for little; a browser
 * that does not know the link paints as before.
 */
const PAINT_ONCE_PARSED = '<link rel="expect" href="#root" blocking="render">';

/** The app's HTML with a server-rendered page in its root element and the page's data after it. */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  // A function, not a string, as the replacement: page text may contain `$&` and the like.
  return indexHtml.replace(HEAD_END, `${PAINT_ONCE_PARSED}${HEAD_END}`).replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
}
