import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type BuildOptions, defineConfig, type Plugin, type ServerOptions } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// By path, not as @twend/config/dev-server: Vite's config loader bundles relative imports but hands packages
// to Node, which cannot load a workspace package's TypeScript.
import { parseDevServerConfig } from "../packages/config/src/dev-server.ts";
import { linguiMacros } from "./lingui-macros.ts";
import { generatorFiles, offlineApp } from "./offline-app.ts";

const proxiedPrefixes = ["/api", "/trpc", "/media", "/healthz"] as const;

/**
 * `npm run dev`: WEB_DEV_PORT (5173), proxying to the API of the same environment (its PORT, or
 * TWEND_API_ORIGIN). Read only when serving, so a build does not depend on the environment.
 */
function devServer(): ServerOptions {
  const { port, apiOrigin } = parseDevServerConfig(process.env);
  return {
    port,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: true }])),
  };
}

/** The page a visitor of a shared Twend opens first, the one whose weight e2e/generator-budget.test.ts holds. */
const GENERATOR_PAGE = fileURLToPath(new URL("./src/pages/campaigns/CampaignPage.tsx", import.meta.url));
const HOME_PAGE = fileURLToPath(new URL("./src/pages/home/HomePage.tsx", import.meta.url));
const GENERATOR_CHUNK = /(^|\/)CampaignPage-[\w-]+\.js$/;
/** The generator's drawing code (features/generator/drawing.ts), fetched once the visitor acts. */
const GENERATOR_DRAWING_CHUNK = /(^|\/)drawing-[\w-]+\.js$/;
/** The magic comment V8 reads as "compile all of this file eagerly". */
const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Puts V8's explicit compile hint on the entry chunk's first line: V8 then compiles every function
 * in it as the file streams in, on a background thread, instead of each one on the main thread the
 * first time it runs. Nearly all of the entry (React's renderer, the router, the query cache, the
 * shell) runs to start or hydrate a page, so compiled lazily it lengthened the start's long tasks.
 * V8 heeds the comment only at the very top, above the preload table Vite writes into the chunk
 * as it finishes, so it goes in once the chunk is otherwise complete: after its name's hash was
 * taken, which is sound because the comment is the same in every build.
 */
function compileEntryOnLoad(): Plugin {
  return {
    name: "compile-entry-on-load",
    // The browser's entry only: the server's bundle has no page to start.
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && chunk.isEntry) chunk.code = `${COMPILE_ALL_ON_LOAD}\n${chunk.code}`;
      },
    },
  };
}

const PRECOMPRESSED = /\.(js|css|wasm|bin|svg|json)$/;
/** Below this a file goes out as it is (the API's threshold for compressing a response too). */
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes each compressible asset's brotli and gzip forms beside it, at the highest levels, once
 * the bundle is on disk: after every change to a chunk, the compile hint above included. The API
 * sends those files as they are (immutable-assets.http.ts for the hashed ones, @fastify/static's
 * preCompressed for the rest) instead of compressing every response again. A form no smaller than
 * the file is not written.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      const files = Object.keys(bundle).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(path.join(dir, file));
          if (bytes.byteLength < PRECOMPRESS_MIN_BYTES) return;
          const forms = await Promise.all([
            brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }).then((packed) => ({
              packed,
              ext: ".br",
            })),
            gzipped(bytes, { level: 9 }).then((packed) => ({ packed, ext: ".gz" })),
          ]);
          await Promise.all(
            forms.filter(({ packed }) => packed.byteLength < bytes.byteLength).map(({ packed, ext }) => writeFile(path.join(dir, `${file}${ext}`), packed)),
          );
        }),
      );
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

// A small schema helper in the kit would bring all of zod into the generator's first load, though
// the generator parses no form.
const ZOD_PACKAGE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The modules a page imports statically: the app's own, but for those that import zod, and the
 * package modules they name (an icon, through its own entry point `lucide-react/icons/{name}`),
 * without what those import in turn.
 */
function pageModules(graph: ModuleGraph, page: string): Set<string> {
  const found = new Set<string>();
  const stack = [page];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (info?.importedIds.some((imported) => ZOD_PACKAGE.test(imported))) continue;
    found.add(id);
    for (const imported of info?.importedIds ?? []) {
      if (imported.includes("node_modules")) found.add(imported);
      else stack.push(imported);
    }
  }
  return found;
}

const clientBuild: BuildOptions = {
  outDir: "dist",
  emptyOutDir: true,
  target: "es2022",
  modulePreload: {
    // Every browser the es2022 target admits but Safari 16 follows modulepreload links; there the
    // polyfill would only save one round trip, and it costs every visitor bytes in the entry chunk.
    polyfill: false,
    // Preloading a lazy chunk's imports alongside it puts the hashed names of every chunk's imports
    // in the entry, which every visitor downloads. Kept for the generator, where visitors of a
    // shared Twend land and a round trip counts most; other pages fetch their imports once their
    // own chunk has arrived.
    // The generator's drawing code is the other: once the visitor acts, the page waits for it and
    // the composition module it imports.
    resolveDependencies: (chunk, deps) => (GENERATOR_CHUNK.test(chunk) || GENERATOR_DRAWING_CHUNK.test(chunk) ? deps : []),
  },
  rolldownOptions: {
    treeshake: {
      // tRPC's packages do not declare `sideEffects: false`, so importing one name from
      // `@trpc/client` would keep every link (WebSocket, SSE...) in the public pages' first load.
      // Their modules only declare things: a polyfill sits in the module that uses it.
      moduleSideEffects: [{ test: /\/node_modules\/@trpc\//, sideEffects: false }],
    },
    output: {
      codeSplitting: {
        groups: [
          // Everything the entry imports statically ships in the entry chunk itself; left to the
          // automatic splitting, the modules lazy pages share with it become a handful of tiny chunks,
          // each a request of its own that compresses worse than one file.
          { name: "index", tags: ["$initial"] },
          // The small pieces the generator shares with other pages (icons, fields, badges, helpers):
          // split automatically, they would be one tiny chunk per set of pages using them, a dozen on
          // the generator's first load. Pages that use some of them load this whole chunk. Up to
          // 2.4 KB, so the picker's HEIC hook and the upload rules and limits it words its hint
          // from come in it, not in chunks of their own. Only those pieces: taking in what they
          // import would bring whole modules that pass a name on (@twend/shared's constants.ts,
          // most of which other pages use), not only the names the generator needs.
          {
            name: (id, ctx) => (pageModules(ctx, GENERATOR_PAGE).has(id) ? "generator-kit" : null),
            minShareCount: 2,
            maxModuleSize: 2400,
            includeDependenciesRecursively: false,
          },
          // The home page's, for the same reason: it fetched some thirty such chunks.
          {
            name: (id, ctx) => (pageModules(ctx, HOME_PAGE).has(id) ? "home-kit" : null),
            minShareCount: 2,
            maxModuleSize: 1500,
          },
        ],
      },
    },
  },
};

/** The files a Twend's page needs offline, found in the client build and precached by the service worker. */
const offlineFiles = new Set<string>();

/** The server entry (`vite build --ssr src/entry-server.tsx`): the landing pages rendered in the API process. */
const serverBuild: BuildOptions = { outDir: "dist-server", emptyOutDir: true, target: "node20" };

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    linguiMacros(mode === "production"),
    react(),
    tailwindcss(),
    compileEntryOnLoad(),
    precompressAssets(),
    ...(isSsrBuild ? [] : [generatorFiles(GENERATOR_PAGE, offlineFiles), VitePWA(offlineApp(offlineFiles))]),
  ],
  // One file with its own React, whatever the API's node_modules hold; React's production build
  // is chosen when the bundle is made, not by the environment of the process that loads it.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify(mode) } } : {}),
  ...(command === "serve" ? { server: devServer() } : {}),
  preview: { port: 4173 },
  build: isSsrBuild ? serverBuild : clientBuild,
}));
