import { fontFilesFor } from "@twend/composition";

/**
 * Where the browser fetches each bundled font file (`BundledFontFile.file`,
 * e.g. "@fontsource/arimo/files/arimo-latin-400-normal.woff2"): Vite emits the
 * files the composition manifest names as hashed assets and gives their URLs;
 * nothing is downloaded until loadBrowserFonts asks for a file.
 *
 * The globs mirror the manifest (font-urls.test.ts holds them to it): every
 * subset of the design families, and only the one file of each fallback.
 * `no-inline` keeps every font a same-origin file, since the CSP lets the page
 * fetch only from 'self', and a small file inlined as a data: URL would be refused.
 */
const assets = import.meta.glob<string>(
  [
    "../../../../node_modules/@fontsource/{arimo,tinos,cousine,gelasio,dejavu-sans,comic-neue,anton,fira-sans}/files/*-400-normal.woff2",
    "../../../../node_modules/@fontsource/noto-*/files/noto-*-{emoji,arabic,devanagari,chinese-simplified,korean}-400-normal.woff2",
  ],
  { query: "?url&no-inline", import: "default", eager: true },
);

const PACKAGE_PATH = /@fontsource\/.+$/;

export const FONT_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(assets).flatMap(([path, url]) => {
    const file = PACKAGE_PATH.exec(path)?.[0];
    return file ? [[file, url]] : [];
  }),
);

/** Only the URLs of the files needed to draw `text` in `textFont`, for a worker that gets them in a message. */
export function fontUrlsFor(text: string, textFont: string): Record<string, string> {
  return Object.fromEntries(fontFilesFor(text, textFont).flatMap(({ file }) => (FONT_URLS[file] ? [[file, FONT_URLS[file]]] : [])));
}
