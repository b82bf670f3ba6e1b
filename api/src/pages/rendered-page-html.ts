import type { RenderedPage } from "./page-renderer.ts";

const EMPTY_ROOT = '<div id="root"></div>';

/** The app's HTML with a server-rendered page in its root element and the page's data after it. */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  // A function, not a string, as the replacement: page text may contain `$&` and the like.
  return indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
}
