/**
 * Which packages `npm ci --omit=dev --workspace=...` installs, worked out from package-lock.json:
 * everything reachable from the named workspaces through dependencies, optional dependencies and
 * required peer dependencies, each resolved as Node resolves it (the nearest node_modules upwards).
 */

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface LockFile {
  packages: Record<string, LockEntry>;
}

/** The lock locations Node tries, nearest first, for `name` required from the package at `location`. */
function candidates(location: string, name: string): string[] {
  const parts = location === "" ? [] : location.split("/");
  const found: string[] = [];
  for (let end = parts.length; end >= 0; end -= 1) {
    if (end > 0 && parts[end - 1] === "node_modules") continue;
    found.push([...parts.slice(0, end), "node_modules", name].join("/"));
  }
  return found;
}

export function resolveInLock(lock: LockFile, location: string, name: string): string | undefined {
  return candidates(location, name).find((c) => lock.packages[c] !== undefined);
}

/** Lock locations installed for these workspaces (folders such as `api`), links followed. */
export function productionInstall(lock: LockFile, workspaces: string[]): Set<string> {
  const installed = new Set<string>();
  const pending = [...workspaces];
  for (let location = pending.pop(); location !== undefined; location = pending.pop()) {
    if (installed.has(location)) continue;
    const entry = lock.packages[location];
    if (!entry) throw new Error(`package-lock.json has no ${location}`);
    installed.add(location);
    if (entry.link && entry.resolved) {
      pending.push(entry.resolved);
      continue;
    }
    const required = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies });
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((p) => !entry.peerDependenciesMeta?.[p]?.optional);
    for (const name of [...required, ...peers]) {
      const target = resolveInLock(lock, location, name);
      // An optional dependency for another platform has no entry here; a missing required one is npm's to report.
      if (target) pending.push(target);
    }
  }
  return installed;
}
