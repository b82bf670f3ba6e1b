/**
 * What `npm ci --omit=dev --workspace=...` installs, worked out from package-lock.json as npm
 * works it out: every package reachable from the named workspaces through any dependency edge
 * (dependencies, optional and peer dependencies, optional peers included, and the workspaces' own
 * devDependencies), each resolved as Node resolves it (the nearest node_modules upwards), less
 * the packages the lock flags `dev` (reachable only through devDependencies), what is nested in
 * them, and optional packages for another platform. A package the lock flags `devOptional` (a
 * devDependency somewhere that is also an optional or optional-peer dependency of a production
 * package) stays: `--omit=dev` keeps it.
 */
import { cp, lstat, mkdir, readdir, realpath, symlink } from "node:fs/promises";
import path from "node:path";

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface LockFile {
  packages: Record<string, LockEntry>;
}

/** The machine an install is for; the default is this one. */
export interface Platform {
  os: string;
  cpu: string;
  libc?: string;
}

const NODE_MODULES = "node_modules";

/** The lock locations Node tries, nearest first, for `name` required from the package at `location`. */
function candidates(location: string, name: string): string[] {
  const parts = location === "" ? [] : location.split("/");
  const found: string[] = [];
  for (let end = parts.length; end >= 0; end -= 1) {
    if (end > 0 && parts[end - 1] === NODE_MODULES) continue;
    found.push([...parts.slice(0, end), NODE_MODULES, name].join("/"));
  }
  return found;
}

export function resolveInLock(lock: LockFile, location: string, name: string): string | undefined {
  return candidates(location, name).find((c) => lock.packages[c] !== undefined);
}

/** `a/node_modules/b/node_modules/@s/c` -> `a/node_modules/b`; undefined for a top-level package or a workspace. */
function parentPackage(location: string): string | undefined {
  const at = location.lastIndexOf(`/${NODE_MODULES}/`);
  return at === -1 ? undefined : location.slice(0, at);
}

function thisPlatform(): Platform {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return { os: process.platform, cpu: process.arch, libc: report.header?.glibcVersionRuntime ? "glibc" : "musl" };
}

/** npm's check of `os`/`cpu`/`libc`, each a list of names or of `!name` exclusions. */
function fits(allowed: string[] | undefined, actual: string | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  if (allowed.includes(`!${actual}`)) return false;
  const included = allowed.filter((a) => !a.startsWith("!"));
  return included.length === 0 || (actual !== undefined && included.includes(actual));
}

function forPlatform(entry: LockEntry, platform: Platform): boolean {
  return fits(entry.os, platform.os) && fits(entry.cpu, platform.cpu) && (entry.os?.includes("linux") !== true || fits(entry.libc, platform.libc));
}

/** Lock locations installed for these workspaces (folders such as `api`), links followed. */
export function productionInstall(lock: LockFile, workspaces: string[], platform: Platform = thisPlatform()): Set<string> {
  const reached = new Set<string>();
  const pending = [...workspaces];
  for (let location = pending.pop(); location !== undefined; location = pending.pop()) {
    if (reached.has(location)) continue;
    const entry = lock.packages[location];
    if (!entry) throw new Error(`package-lock.json has no ${location}`);
    // npm drops an optional package for another platform with whatever only it needs.
    if (entry.optional && !forPlatform(entry, platform)) continue;
    reached.add(location);
    if (entry.link && entry.resolved) {
      pending.push(entry.resolved);
      continue;
    }
    const names = Object.keys({ ...entry.dependencies, ...entry.devDependencies, ...entry.optionalDependencies, ...entry.peerDependencies });
    for (const name of names) {
      const target = resolveInLock(lock, location, name);
      // An optional peer nobody installed has no entry; a missing required one is npm's to report.
      if (target) pending.push(target);
    }
  }
  const installed = new Set<string>();
  // Shortest first, so a package's parent is decided before it.
  for (const location of [...reached].sort((a, b) => a.length - b.length)) {
    const entry = lock.packages[location] as LockEntry;
    const parent = parentPackage(location);
    if (!entry.dev && (parent === undefined || installed.has(parent))) installed.add(location);
  }
  return installed;
}

/**
 * Lays the install out in `dest` from the packages installed under `root` (the same lock): each
 * package's files without its nested node_modules (those are packages of their own), each
 * workspace as its package.json only (what the image's install stage holds), and npm's links to
 * the workspaces. Throws if an installed package is missing under `root`.
 */
export async function layOutInstall(root: string, lock: LockFile, installed: Set<string>, dest: string): Promise<void> {
  for (const location of [...installed].sort()) {
    const entry = lock.packages[location] as LockEntry;
    const to = path.join(dest, location);
    await mkdir(path.dirname(to), { recursive: true });
    if (entry.link && entry.resolved) {
      await symlink(path.relative(path.dirname(to), path.join(dest, entry.resolved)), to);
    } else if (!location.includes(NODE_MODULES)) {
      await mkdir(to, { recursive: true });
      await cp(path.join(root, location, "package.json"), path.join(to, "package.json"));
    } else {
      const from = await realpath(path.join(root, location));
      await cp(from, to, { recursive: true, verbatimSymlinks: true, filter: (source) => path.relative(from, source).split(path.sep)[0] !== NODE_MODULES });
    }
  }
}

/** Bytes of the files under `dir` (their lengths, as `du --apparent-size` counts; links not followed). */
export async function treeBytes(dir: string): Promise<number> {
  let total = 0;
  for (const dirent of await readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, dirent.name);
    if (dirent.isDirectory()) total += await treeBytes(at);
    else if (dirent.isFile()) total += (await lstat(at)).size;
  }
  return total;
}

/** Bytes of every package folder an install holds, by package name (a name installed twice counts both copies). */
export async function bytesByPackage(root: string, installed: Set<string>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const location of installed) {
    const at = location.lastIndexOf(`${NODE_MODULES}/`);
    if (at === -1) continue;
    const name = location.slice(at + NODE_MODULES.length + 1);
    const from = path.join(root, location);
    if ((await lstat(from)).isSymbolicLink()) continue;
    let own = 0;
    for (const dirent of await readdir(from, { withFileTypes: true })) {
      if (dirent.name === NODE_MODULES) continue;
      const child = path.join(from, dirent.name);
      own += dirent.isDirectory() ? await treeBytes(child) : dirent.isFile() ? (await lstat(child)).size : 0;
    }
    sizes.set(name, (sizes.get(name) ?? 0) + own);
  }
  return sizes;
}
