import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalMediaStore, type MediaStore } from "./media-store.ts";
import { sha256Hex } from "./media-types.ts";
import { solidImage } from "./test-images.ts";
import { describeMediaStoreContract } from "./testing/media-store-contract.ts";
import { filesUnder, openLocalStoreUnderTest } from "./testing/stores-under-test.ts";

describeMediaStoreContract("local disk", openLocalStoreUnderTest);

describe("createLocalMediaStore", () => {
  let root: string;
  let store: MediaStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "twend-media-"));
    store = createLocalMediaStore(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes the exact bytes to {root}/{hash[0..2]}/{hash}.{ext}", async () => {
    const png = await solidImage(10, 10, { r: 200, g: 0, b: 0 }, "png");
    const hash = sha256Hex(png);
    await store.put(png);
    expect(await readFile(path.join(root, hash.slice(0, 2), `${hash}.png`))).toEqual(png);
  });

  it("does not rewrite a file it already holds", async () => {
    const png = await solidImage(10, 10, { r: 1, g: 2, b: 3 }, "png");
    const first = await store.put(png);
    const file = path.join(root, first.hash.slice(0, 2), `${first.hash}.png`);
    const before = await stat(file);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.put(Buffer.from(png));
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it("leaves no temporary file after concurrent puts", async () => {
    const png = await solidImage(64, 64, { r: 9, g: 9, b: 9 }, "png");
    await Promise.all(Array.from({ length: 8 }, () => store.put(png)));
    const hash = sha256Hex(png);
    expect(await filesUnder(root)).toEqual([`${hash.slice(0, 2)}/${hash}.png`]);
  });

  it("replaces a truncated file left under the final name", async () => {
    const png = await solidImage(10, 10, { r: 4, g: 5, b: 6 }, "png");
    const hash = sha256Hex(png);
    const file = path.join(root, hash.slice(0, 2), `${hash}.png`);
    await store.put(png);
    await writeFile(file, png.subarray(0, 10));
    expect((await store.put(png)).created).toBe(true);
    expect(await readFile(file)).toEqual(png);
  });

  it("never maps an evil hash to a path", async () => {
    // A file outside the store that a traversal would reach.
    const outside = path.join(path.dirname(root), `${path.basename(root)}-secret.png`);
    await writeFile(outside, "secret");
    try {
      const evil = ["../../etc/passwd", `../${path.basename(outside, ".png")}`, "", "A".repeat(64), `${"a".repeat(62)}/.`];
      for (const hash of evil) {
        await expect(store.read(hash, "png")).rejects.toThrow(TypeError);
        await expect(store.exists(hash)).rejects.toThrow(TypeError);
        await expect(store.delete(hash, "png")).rejects.toThrow(TypeError);
        expect(() => store.url(hash, "png")).toThrow(TypeError);
      }
      expect(await readFile(outside, "utf8")).toBe("secret");
    } finally {
      await rm(outside, { force: true });
    }
  });
});
