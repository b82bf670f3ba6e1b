import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { PageRenderer } from "./page-renderer.ts";

const isPageRenderer = (module: unknown): module is PageRenderer =>
  typeof module === "object" && module !== null && "renderPage" in module && typeof module.renderPage === "function";

/**
 * The SPA's server entry, when the SPA was built with it; null otherwise (the API alone, or a
 * build without it), and every page is then the plain shell the SPA renders in the browser.
 */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isPageRenderer(module)) throw new Error(`${file} does not export renderPage`);
  return module;
}
