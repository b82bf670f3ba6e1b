import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
}

interface RootManifest {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as RootManifest;
const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockedPackage> };

/** Installed (non-workspace) packages by lock path: `node_modules/a/node_modules/b` is `b`. */
const installed = Object.entries(lock.packages)
  .filter(([location]) => location.includes("node_modules/"))
  .map(([location, pkg]) => ({ name: location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length), location, pkg }));

/** npm installs an optional package only where it can (its platform, its parent installed); elsewhere its engines never matter. */
function installsHere(location: string, pkg: LockedPackage): boolean {
  return !pkg.optional || existsSync(path.join(ROOT, location, "package.json"));
}

describe("the dependency tree", () => {
  it("loads one major of ioredis, so BullMQ and the app's own clients share its types and behaviour", () => {
    const majors = new Set(installed.filter((p) => p.name === "ioredis").map((p) => semver.major(p.pkg.version ?? "0.0.0")));
    expect([...majors]).toHaveLength(1);
  });

  it("keeps test-only packages out of what production installs", () => {
    const testOnly = ["mailparser", "smtp-server", "oauth2-mock-server", "s3rver", "open-graph-scraper", "playwright-core", "pixelmatch", "vitest"];
    const shipped = installed.filter((p) => testOnly.includes(p.name) && p.pkg.dev !== true).map((p) => p.location);
    expect(shipped).toEqual([]);
  });

  it("declares a Node range that every package installed on it accepts, this Node included", () => {
    const range = manifest.engines.node;
    expect(semver.satisfies(process.versions.node, range), `Node ${process.versions.node} is outside ${range}`).toBe(true);
    const narrower = installed
      .filter(({ location, pkg }) => installsHere(location, pkg) && !Array.isArray(pkg.engines) && pkg.engines?.node !== undefined)
      .filter(({ pkg }) => !semver.subset(range, (pkg.engines as { node: string }).node))
      .map(({ location, pkg }) => `${location}@${pkg.version}: ${(pkg.engines as { node: string }).node}`);
    // npm warns (EBADENGINE) when one of these is installed on a Node outside its range.
    expect(narrower).toEqual([]);
  });

  it("records whether each package with an install script may run it (allowScripts), and nothing else", () => {
    const withScripts = new Set(installed.filter((p) => p.pkg.hasInstallScript).map((p) => p.name));
    expect(Object.keys(manifest.allowScripts).sort()).toEqual([...withScripts].sort());
  });
});
