/**
 * Bundles a Node entry point (the API server, the worker, the render child) with
 * the workspace packages it imports into one ES module that plain `node` runs:
 * the workspace packages export TypeScript sources, which Node cannot load.
 * Packages from npm stay imports, resolved from node_modules at run time.
 *
 *   node --import tsx ../scripts/build-node.ts <outdir> <entry.ts>...
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const WORKSPACE_SCOPE = "@twend/";

/** `react`, `@prisma/client/runtime/client` -> `react`, `@prisma/client`. */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** The folder Node finds `name` in when resolving from `dir`, as its node_modules lookup walks up. */
function packageFolder(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, "node_modules", name);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * npm packages are left as imports. The bundle resolves them from its own folder, so an import
 * whose source folder would find another copy (a workspace's own node_modules holding another
 * version) would silently get the wrong one: that fails the build instead.
 */
function externalPackages(outdir: string): Plugin {
  return {
    name: "external-packages",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith(WORKSPACE_SCOPE) || args.path.startsWith("node:")) return undefined;
        const name = packageName(args.path);
        const fromSource = packageFolder(name, args.resolveDir);
        const fromBundle = packageFolder(name, outdir);
        if (fromSource && fromSource !== fromBundle) {
          return { errors: [{ text: `${args.importer} imports ${name} from ${fromSource}, but the bundle in ${outdir} would load ${fromBundle ?? "nothing"}` }] };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

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
  await build({
    // Each output is named after its entry (`server.js`, `render-child.js`), side by side in outdir.
    entryPoints: Object.fromEntries(entries.map((entry) => [path.basename(entry, ".ts"), entry])),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [externalPackages(outdir), sourceDirname(outdir)],
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
