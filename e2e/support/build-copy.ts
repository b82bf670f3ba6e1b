import { cp, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What `npm start` runs and serves, copied; the rest of the repository is linked, as it is only read. */
const COPIED = ["api/dist", "web/dist", "web/dist-server"];
const LINKED = ["node_modules", "prisma", "web/node_modules"];

/** A copy of the built app that a test server can run (startServer's `root`) and a test can change. */
export async function copyBuild(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), "twend-build-"));
  await Promise.all(COPIED.map((dir) => cp(path.join(ROOT, dir), path.join(root, dir), { recursive: true })));
  await Promise.all(LINKED.map((dir) => symlink(path.join(ROOT, dir), path.join(root, dir))));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

const TEXT_FILE = /\.(js|html|css)$/;
const COMPRESSED = /\.(br|gz)$/;

/**
 * Makes the copy's client build a new version, as a deploy would: `file` (a hashed asset's name,
 * e.g. "drawing-AbC.js") gets a new name, and so, in turn, does every hashed file whose text
 * names a renamed one, the way content hashes change up the import graph. The old names are
 * gone from the server, index.html and the service worker name the new ones, so the worker's
 * script changes too. Returns the renames, old name to new.
 */
export async function deployNewVersion(root: string, file: string): Promise<Map<string, string>> {
  const dist = path.join(root, "web/dist");
  const assets = path.join(dist, "assets");
  const names = (await readdir(assets)).filter((name) => !COMPRESSED.test(name));
  const renamed = new Map<string, string>([[file, newName(file)]]);
  const texts = new Map<string, string>();
  for (const name of names.filter((n) => TEXT_FILE.test(n))) texts.set(name, await readFile(path.join(assets, name), "utf8"));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, text] of texts) {
      if (!renamed.has(name) && [...renamed.keys()].some((old) => text.includes(old))) {
        renamed.set(name, newName(name));
        grew = true;
      }
    }
  }
  const rewrite = (text: string) => [...renamed].reduce((out, [old, now]) => out.replaceAll(old, now), text);
  for (const [old, now] of renamed) {
    const source = path.join(assets, old);
    const text = texts.get(old);
    if (text === undefined) await rename(source, path.join(assets, now));
    else {
      await writeFile(path.join(assets, now), rewrite(text));
      await rm(source);
    }
    await Promise.all([".br", ".gz"].map((ext) => rm(`${source}${ext}`, { force: true })));
  }
  for (const page of ["index.html", "sw.js"]) {
    const target = path.join(dist, page);
    await writeFile(target, rewrite(await readFile(target, "utf8")));
  }
  return renamed;
}

const newName = (name: string) => name.replace(/(\.[a-z0-9]+)$/, "-next$1");
