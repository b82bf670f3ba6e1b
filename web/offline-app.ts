import type { Plugin } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";

interface BundleChunk {
  type: "chunk";
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface BundleAsset {
  type: "asset";
  fileName: string;
  names: readonly string[];
}

/** Parts of the generator a visitor offline does without: each needs the network or is only an aid (face placement, HEIC conversion, the server's render). */
const NOT_FOR_OFFLINE = /(^|\/)(face|find-face|face-transform|convert-heic|heic|ServerRenderPanel|server-render)[-.]/;

/**
 * The drawing's own fonts in their Latin files; other scripts' files are kept once a name has
 * needed them, and so is DejaVu Sans (Verdana's stand-in), whose one file weighs as much as the
 * seven others together.
 */
const DESIGN_FONT = /(^|\/)(arimo|tinos|cousine|gelasio|comic-neue|anton|fira-sans)-latin-400-normal-[\w-]+\.woff2$/;

/** The generator's worker, emitted as a file of its own rather than as a chunk of the page. */
const COMPOSE_WORKER = /(^|\/)compose\.worker-[\w-]+\.js$/;

/** The page texts' catalogues, one per language, which the app imports by the visitor's language. */
const PUBLIC_CATALOG = "public";

/**
 * Collects into `files` the build's files a Twend's page needs to run without the network: the
 * entry and its stylesheet, the generator page and everything it imports, at once or once the
 * visitor acts (drawing code, result panel), its worker, the design fonts' Latin files and the
 * page texts in every language. The service worker precaches exactly these.
 */
export function generatorFiles(generatorPage: string, files: Set<string>): Plugin {
  return {
    name: "generator-files",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        files.clear();
        const entries = Object.values(bundle) as Array<BundleChunk | BundleAsset>;
        const chunks = new Map(entries.flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
        const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === generatorPage);
        if (!page) throw new Error(`the build has no chunk for ${generatorPage}`);
        const stack: BundleChunk[] = [page, ...[...chunks.values()].filter((chunk) => chunk.isEntry)];
        for (let chunk = stack.pop(); chunk !== undefined; chunk = stack.pop()) {
          if (files.has(chunk.fileName) || NOT_FOR_OFFLINE.test(chunk.fileName)) continue;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          // The entry's lazy imports are every other page of the app.
          const next = chunk.isEntry ? chunk.imports : [...chunk.imports, ...chunk.dynamicImports];
          for (const name of next) {
            const imported = chunks.get(name);
            if (imported) stack.push(imported);
          }
        }
        for (const file of entries) {
          if (file.type === "chunk" ? file.name === PUBLIC_CATALOG : DESIGN_FONT.test(file.fileName) || COMPOSE_WORKER.test(file.fileName)) files.add(file.fileName);
        }
      },
    },
  };
}

/**
 * The installable, offline app (vite-plugin-pwa): the site's web app manifest, and the service
 * worker `src/service-worker/sw.ts` with the precache list of `files` (see generatorFiles),
 * registered by the app itself after the page has loaded.
 */
export function offlineApp(files: ReadonlySet<string>): Partial<VitePWAOptions> {
  return {
    strategies: "injectManifest",
    srcDir: "src/service-worker",
    filename: "sw.ts",
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ["assets/*.{js,css,woff2}"],
      // The drawing's fallback fonts (CJK, emoji) are large; none is kept unless a name used it.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => files.has(entry.url)), warnings: [] })],
    },
    manifest: {
      id: "/",
      name: "Twend",
      short_name: "Twend",
      description: "Campaign display pictures: add your photo and name to a Twend's frame and share the picture.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#6d28d9",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
  };
}
