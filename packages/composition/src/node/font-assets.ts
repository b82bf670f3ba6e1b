import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUNDLED_FONT_FILES } from "../font-files.ts";

const require = createRequire(import.meta.url);

/**
 * The folder beside a compiled bundle that holds its copies of the font files: the image installs
 * no `@fontsource/*` package (each ships every weight and unicode slice, where the server draws
 * with one file per subset or script), so the build copies exactly the files the server registers.
 */
const BUNDLE_FONT_DIR = "fonts";

/** This module's source file: a build that bundles it copies the fonts (scripts/build-node.ts). */
export const FONT_ASSETS_MODULE = fileURLToPath(import.meta.url);

/** `@fontsource/arimo/files/arimo-latin-400-normal.woff2` -> `arimo-latin-400-normal.woff2` (each file's name is unique). */
const copyName = (file: string) => path.posix.basename(file);

/** Copies every font file the server registers into `outdir`'s font folder. */
export async function copyServerFonts(outdir: string): Promise<void> {
  const names = new Set(BUNDLED_FONT_FILES.map((font) => copyName(font.file)));
  if (names.size !== BUNDLED_FONT_FILES.length) throw new Error("Two bundled font files share a file name");
  await mkdir(path.join(outdir, BUNDLE_FONT_DIR), { recursive: true });
  await Promise.all(BUNDLED_FONT_FILES.map(({ file }) => copyFile(require.resolve(file), path.join(outdir, BUNDLE_FONT_DIR, copyName(file)))));
}

/**
 * Where the running code finds a font file: in a bundle, its copy beside the bundle
 * (`import.meta.url` names the running file); from source, the `@fontsource` package.
 */
export function serverFontPath(file: string): string {
  const copy = fileURLToPath(new URL(`${BUNDLE_FONT_DIR}/${copyName(file)}`, import.meta.url));
  return existsSync(copy) ? copy : require.resolve(file);
}
