/**
 * What a workspace's `build` and `start` scripts make and run, read from its package.json: the
 * entries scripts/build-node.ts bundles, the files it writes, and the npm packages those bundles
 * still import at run time (left as imports, so the image must install them).
 */
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { externalRuntimeDependencies, packageName } from "../scripts/node-packages.ts";

const BUNDLER = "build-node.ts";

export interface NodeBundle {
  /** Paths relative to the repository root. */
  workspace: string;
  outdir: string;
  entries: string[];
  outputs: string[];
}

function scripts(root: string, workspace: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  return manifest.scripts ?? {};
}

/** `node --import tsx ../scripts/build-node.ts dist src/server.ts ...` -> outdir, entries, outputs. */
export function nodeBundle(root: string, workspace: string): NodeBundle {
  const words = (scripts(root, workspace).build ?? "").split(/\s+/);
  const at = words.findIndex((w) => w.endsWith(BUNDLER));
  const [outdir, ...entries] = at === -1 ? [] : words.slice(at + 1);
  if (!outdir || entries.length === 0) throw new Error(`${workspace}/package.json: its build script does not run ${BUNDLER} <outdir> <entry>...`);
  const fromRoot = (p: string) =>
    path
      .relative(root, path.resolve(root, workspace, p))
      .split(path.sep)
      .join("/");
  return {
    workspace,
    outdir: fromRoot(outdir),
    entries: entries.map(fromRoot),
    outputs: entries.map((e) => fromRoot(path.join(outdir, `${path.basename(e, ".ts")}.js`))),
  };
}

/** `node dist/server.js` -> ["node", "api/dist/server.js"]: the start script as run from the repository root. */
export function startCommand(root: string, workspace: string): string[] {
  const [program, file, ...rest] = (scripts(root, workspace).start ?? "").split(/\s+/);
  if (program !== "node" || !file) throw new Error(`${workspace}/package.json: its start script is not \`node <file>\``);
  return [program, path.posix.join(workspace, file), ...rest];
}

/** The npm packages a bundle imports, found by bundling its entries as the build does (nothing written). */
export async function runtimePackages(root: string, bundle: NodeBundle): Promise<string[]> {
  const outdir = path.join(root, bundle.outdir);
  const { metafile } = await build({
    entryPoints: bundle.entries.map((e) => path.join(root, e)),
    bundle: true,
    write: false,
    outdir,
    platform: "node",
    format: "esm",
    logLevel: "silent",
    metafile: true,
    plugins: [externalRuntimeDependencies(path.join(root, bundle.workspace), outdir)],
  });
  const imported = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith("node:") && !builtinModules.includes(i.path))
    .map((i) => packageName(i.path));
  return [...new Set(imported)].sort();
}
