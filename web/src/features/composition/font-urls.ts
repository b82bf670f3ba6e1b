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
    "./{arimo,tinos,cousine,gelasio,dejavu-sans,comic-neue,anton,fira-sans}/files/*-400-normal.woff2",
    "./noto-*/files/noto-*-{emoji,arabic,devanagari,chinese-simplified,korean}-400-normal.woff2",
  ],
  { base: "../../../../node_modules/@fontsource/", query: "?url&no-inline", import: "default", eager: true },
);

export const FONT_URLS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(assets).map(([path, url]) => [path.replace(/^\.\//, "@fontsource/"), url]));
