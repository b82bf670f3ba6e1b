import { GlobalFonts } from "@napi-rs/canvas";
import { BUNDLED_FONT_FILES } from "../font-files.ts";
import { serverFontPath } from "./font-assets.ts";

const registered = new Set<string>();

/**
 * Registers every bundled font file with @napi-rs/canvas under its family
 * name (the same files and names as the browser). Idempotent: call it before
 * each render, only the first call does work (~0.3 s). Throws if a file is
 * missing or unreadable, since a render without its fonts would silently use
 * the machine's fonts.
 */
export function loadServerFonts(): void {
  for (const { family, file } of BUNDLED_FONT_FILES) {
    if (registered.has(file)) continue;
    if (!GlobalFonts.registerFromPath(serverFontPath(file), family)) {
      throw new Error(`Could not register font ${file} as "${family}"`);
    }
    registered.add(file);
  }
}
