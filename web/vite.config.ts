import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type BuildOptions, defineConfig, type Plugin, type ServerOptions } from "vite";
// By path, not as @twend/config/dev-server: Vite's config loader bundles relative imports but hands packages
// to Node, which cannot load a workspace package's TypeScript.
import { parseDevServerConfig } from "../packages/config/src/dev-server.ts";

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

// React Router's package points every bundler at its development build, whose warnings only help while developing.
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production/index.mjs");

/** The page a visitor of a shared Twend opens first, the one whose weight e2e/generator-budget.test.ts holds. */
const GENERATOR_PAGE = fileURLToPath(new URL("./src/pages/campaigns/CampaignPage.tsx", import.meta.url));
const HOME_PAGE = fileURLToPath(new URL("./src/pages/home/HomePage.tsx", import.meta.url));
const GENERATOR_CHUNK = /(^|\/)CampaignPage-[\w-]+\.js$/;
// React Router's production build names its components for React DevTools in top-level statements
// (`Form.displayName = "Form"`). A write to a component counts as a use, so those the app never
// renders (Form, ScrollRestoration...) stayed in every page's first load.
const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/** Drops those statements; DevTools then shows the components' function names. */
function dropReactRouterDisplayNames(): Plugin {
  return {
    name: "drop-react-router-display-names",
    apply: "build",
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler: (code) => ({ code: code.replace(TOP_LEVEL_DISPLAY_NAME, ""), map: null }),
    },
  };
}

const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const LUCIDE_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+\.mjs)["']/g;

interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** `import { A, B as C }` and `export { default as A, default as B }` list: the names before or after `as`. */
function importedNames(list: string, side: "local" | "exported"): string[] {
  return list.split(",").map((part) => {
    const [name = "", alias = name] = part.trim().split(/\s+as\s+/);
    return side === "local" ? name : alias;
  });
}

// A group takes in its modules' dependencies: a small schema helper in the kit would bring all of
// zod into the generator's first load, though the generator parses no form.
const ZOD_PACKAGE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The app's modules and lucide icons a page imports statically, but for those that
 * import zod. Icons are found by name: every module that imports one goes through lucide's
 * barrel, which imports all of them.
 */
function pageModules(graph: ModuleGraph, page: string): Set<string> {
  const found = new Set<string>();
  const icons = new Set<string>();
  let barrel: string | null = null;
  const stack = [page];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (info?.importedIds.some((imported) => ZOD_PACKAGE.test(imported))) continue;
    found.add(id);
    for (const [, list = ""] of info?.code?.matchAll(LUCIDE_IMPORT) ?? []) for (const name of importedNames(list, "local")) icons.add(name);
    for (const imported of info?.importedIds ?? []) {
      if (LUCIDE_BARREL.test(imported)) barrel = imported;
      else if (!imported.includes("node_modules")) stack.push(imported);
    }
  }
  if (barrel === null) return found;
  for (const [, list = "", file = ""] of graph.getModuleInfo(barrel)?.code?.matchAll(LUCIDE_REEXPORT) ?? []) {
    if (importedNames(list, "exported").some((name) => icons.has(name))) found.add(path.join(path.dirname(barrel), "icons", file));
  }
  return found;
}

// The download's file name is the result panel's alone: it goes with that panel, not with the drawing.
const DRAWING = /[\\/]packages[\\/]composition[\\/](?!src[\\/]file-name\.ts$)|[\\/]features[\\/]heic[\\/](?!convert-heic)/;
const COMPOSITION_ENTRY = /[\\/]packages[\\/]composition[\\/]src[\\/](browser[\\/])?index\.ts$/;
const FONT_LOADING =
  /[\\/]composition[\\/]src[\\/](font-files|browser[\\/]fonts)\.ts$|[\\/]features[\\/]composition[\\/](font-urls|load-bundled-fonts)\.ts$|[\\/]@fontsource[\\/]/;

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
    resolveDependencies: (chunk, deps) => (GENERATOR_CHUNK.test(chunk) ? deps : []),
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
          // The drawing module, in one chunk for every page that draws. The picker's HEIC byte check
          // and the hook around it join it: only pages that draw a picked picture use them, and on
          // their own they were a tiny chunk more on the generator's first load. The decoder's
          // wrapper (convert-heic) stays out, fetched only when a HEIC file is picked. Declared
          // before the fonts so that the font stacks, which the drawing and the font manifest both
          // import, stay with the drawing. A group takes in what its modules import, so the
          // package's entry files, which only re-export, stay out: they name the font manifest too.
          { name: "composition", test: (id) => DRAWING.test(id) && !FONT_LOADING.test(id) && !COMPOSITION_ENTRY.test(id) },
          // The font manifest, the fonts' file table and their loader: what draws needs them once a
          // photo is on its way, and the generator fetches them then, with the font files themselves.
          { name: "fonts", test: FONT_LOADING },
          // The small pieces the generator shares with other pages (icons, fields, badges, helpers):
          // split automatically, they would be one tiny chunk per set of pages using them, a dozen on
          // the generator's first load. Pages that use some of them load this whole chunk.
          {
            name: (id, ctx) => (pageModules(ctx, GENERATOR_PAGE).has(id) ? "generator-kit" : null),
            minShareCount: 2,
            maxModuleSize: 1500,
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

/** The server entry (`vite build --ssr src/entry-server.tsx`): the landing pages rendered in the API process. */
const serverBuild: BuildOptions = { outDir: "dist-server", emptyOutDir: true, target: "node20" };

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), dropReactRouterDisplayNames()],
  resolve: mode === "production" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // One file with its own React, whatever the API's node_modules hold; React's production build
  // is chosen when the bundle is made, not by the environment of the process that loads it.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify(mode) } } : {}),
  ...(command === "serve" ? { server: devServer() } : {}),
  preview: { port: 4173 },
  build: isSsrBuild ? serverBuild : clientBuild,
}));
