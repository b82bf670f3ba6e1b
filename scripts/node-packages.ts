/**
 * Which npm packages a Node bundle imports at run time and which it carries inside: a package a
 * workspace declares in `dependencies` (its own or, through @twend/* packages, theirs) is what
 * the image installs, so the bundle imports it; any other package (a devDependency such as
 * tRPC, Lingui's core or Prisma's client runtime) is inlined by esbuild, so neither it nor what
 * it drags in (TypeScript, the Prisma CLI, Babel) is installed for production.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";

const WORKSPACE_SCOPE = "@twend/";

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** `react`, `@prisma/client/runtime/client` -> `react`, `@prisma/client`. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** The folder Node finds `name` in when resolving from `dir`, as its node_modules lookup walks up. */
export function packageFolder(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, "node_modules", name);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(at) === at) return undefined;
  }
}

/** npm packages in the production dependencies of the workspace at `dir` and of the @twend/* packages it depends on. */
export function runtimeDependencies(dir: string): Set<string> {
  const found = new Set<string>();
  const visited = new Set<string>();
  const visit = (folder: string) => {
    if (visited.has(folder)) return;
    visited.add(folder);
    const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as Manifest;
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      if (!name.startsWith(WORKSPACE_SCOPE)) {
        found.add(name);
        continue;
      }
      const linked = packageFolder(name, folder);
      if (!linked) throw new Error(`${folder}/package.json depends on ${name}, which is not installed`);
      visit(realpathSync(linked));
    }
  };
  visit(realpathSync(dir));
  return found;
}

/**
 * Leaves the workspace's runtime dependencies as imports and lets esbuild inline everything else.
 * The bundle resolves its imports from its own folder, so an import whose source folder would
 * find another copy (a workspace's own node_modules holding another version) would silently get
 * the wrong one: that fails the build instead.
 */
export function externalRuntimeDependencies(workspaceDir: string, outdir: string): Plugin {
  const runtime = runtimeDependencies(workspaceDir);
  return {
    name: "external-runtime-dependencies",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageName(args.path);
        if (!runtime.has(name)) return undefined;
        const fromSource = packageFolder(name, args.resolveDir);
        const fromBundle = packageFolder(name, outdir);
        // Compared as real paths: esbuild resolves an inlined package's imports from its real folder.
        if (fromSource && realpathSync(fromSource) !== (fromBundle && realpathSync(fromBundle))) {
          return { errors: [{ text: `${args.importer} imports ${name} from ${fromSource}, but the bundle in ${outdir} would load ${fromBundle ?? "nothing"}` }] };
        }
        return { path: args.path, external: true };
      });
    },
  };
}
