import { loadBrowserFonts, type LoadBrowserFontsOptions } from "@twend/composition/browser";
import { FONT_URLS } from "./font-urls.ts";

/**
 * Loads the bundled files that draw `text` in `textFont` (the footer's font included) into
 * `fontSet`, the document's by default. Its callers import it when they are about to draw, so
 * the font manifest and file table stay out of the page's first load.
 */
export function loadBundledFonts(options: Omit<LoadBrowserFontsOptions, "urls">): Promise<void> {
  return loadBrowserFonts({ ...options, urls: FONT_URLS });
}
