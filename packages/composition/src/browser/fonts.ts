import { BUNDLED_FONT_FILES, fontFilesFor, type BundledFontFile } from "../font-files.ts";

/**
 * Where the browser fetches each bundled file, by its package path
 * (BundledFontFile.file): a map such as the web app builds from Vite asset
 * URLs, or a function.
 */
export type FontUrls = Readonly<Record<string, string>> | ((file: string) => string);

export interface LoadBrowserFontsOptions {
  urls: FontUrls;
  /**
   * The name about to be drawn and the design's font: only the files they
   * need are fetched (the emoji and CJK files are megabytes). Without them,
   * every bundled file is loaded.
   */
  text?: string | undefined;
  textFont?: string | undefined;
  /** Default `document.fonts`; pass `self.fonts` when drawing in a worker. */
  fontSet?: FontFaceSet | undefined;
}

// One load per file and font set, shared by concurrent callers; a failed load is forgotten so a retry refetches.
const loads = new WeakMap<FontFaceSet, Map<string, Promise<void>>>();

/**
 * Registers the bundled fonts under the family names the drawing uses, with
 * the same files as the server, and resolves once they can draw. Call it
 * before composeToCanvas, with the name, each time the name changes: files
 * already loaded are not fetched again.
 */
export async function loadBrowserFonts(options: LoadBrowserFontsOptions): Promise<void> {
  const fontSet = options.fontSet ?? document.fonts;
  const files = options.text === undefined ? BUNDLED_FONT_FILES : fontFilesFor(options.text, options.textFont ?? "Arial");
  let started = loads.get(fontSet);
  if (!started) {
    started = new Map();
    loads.set(fontSet, started);
  }
  const pending: Promise<void>[] = [];
  for (const file of files) {
    let load = started.get(file.file);
    if (!load) {
      const cache = started;
      load = loadFace(fontSet, file, urlOf(options.urls, file.file)).catch((error: unknown) => {
        cache.delete(file.file);
        throw error;
      });
      started.set(file.file, load);
    }
    pending.push(load);
  }
  await Promise.all(pending);
}

function urlOf(urls: FontUrls, file: string): string {
  const url = typeof urls === "function" ? urls(file) : urls[file];
  if (!url) throw new Error(`No URL for font file ${file}`);
  return url;
}

async function loadFace(fontSet: FontFaceSet, { family, file, unicodeRange }: BundledFontFile, url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${file} could not be fetched from ${url}: HTTP ${response.status}`);
  // From bytes rather than a url() source: the face is ready when added, so the
  // first draw cannot happen with a fallback font while it downloads.
  const face = new FontFace(family, await response.arrayBuffer(), unicodeRange ? { unicodeRange } : {});
  await face.load();
  fontSet.add(face);
}
