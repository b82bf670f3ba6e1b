/**
 * Bundles a Node entry point (the API server, the worker, the render child) with
 * the workspace packages it imports into one ES module that plain `node` runs:
 * the workspace packages export TypeScript sources, which Node cannot load.
 * The npm packages the workspace declares as production dependencies stay
 * imports, resolved from node_modules at run time; other npm packages are
 * inlined (scripts/node-packages.ts). A bundle that draws gets the font files
 * it registers beside it, as the image installs no font package.
 *
 *   node --import tsx ../scripts/build-node.ts <outdir> <entry.ts>...
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { copyServerFonts, FONT_ASSETS_MODULE } from "@twend/composition/font-assets";
import { build, type Plugin } from "esbuild";
import { externalRuntimeDependencies } from "./node-packages.ts";

/**
 * Data paths are resolved from `import.meta.dirname` (the migrations beside the seed, the built
 * SPA beside the API): each bundled module keeps its source folder there, so they resolve as they
 * do from source. `import.meta.url` still names the running file, which is what code locating
 * its own compiled siblings (the render child) needs.
 */
function sourceDirname(outdir: string): Plugin {
  return {
    name: "source-dirname",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.dirname")) return undefined;
        const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join("/");
        const dirname = `__twendPath.resolve(import.meta.dirname, ${JSON.stringify(fromBundle)})`;
        // Appended, as imports are hoisted, so the source map's lines still match.
        return {
          contents: `${source.replaceAll("import.meta.dirname", dirname)}\nimport __twendPath from "node:path";\n`,
          loader: "ts",
        };
      });
    },
  };
}

async function main(): Promise<void> {
  const [outArg, ...entries] = process.argv.slice(2);
  if (!outArg || entries.length === 0) throw new Error("usage: build-node.ts <outdir> <entry.ts>...");
  const outdir = path.resolve(outArg);
  const result = await build({
    // Each output is named after its entry (`server.js`, `render-child.js`), side by side in outdir.
    entryPoints: Object.fromEntries(entries.map((entry) => [path.basename(entry, ".ts"), entry])),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    // An inlined CommonJS package (Prisma's client runtime, which Node is given as CommonJS) calls
    // `require` for Node's own modules, which an ES module only has once it makes one.
    banner: { js: `import { createRequire as __twendCreateRequire } from "node:module";\nconst require = __twendCreateRequire(import.meta.url);` },
    metafile: true,
    plugins: [externalRuntimeDependencies(process.cwd(), outdir), sourceDirname(outdir)],
  });
  const bundled = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  if (bundled.includes(FONT_ASSETS_MODULE)) await copyServerFonts(outdir);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
