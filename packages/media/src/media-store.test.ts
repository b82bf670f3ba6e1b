import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalMediaStore, UnsupportedMediaError, type MediaStore } from "./media-store.ts";
import { sha256Hex } from "./media-types.ts";
import { solidImage } from "./test-images.ts";

let root: string;
let store: MediaStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "twend-media-"));
  store = createLocalMediaStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("createLocalMediaStore", () => {
  it("stores bytes under their sha256, sharded by the first two characters", async () => {
    const png = await solidImage(10, 10, { r: 200, g: 0, b: 0 }, "png");
    const hash = sha256Hex(png);
    const stored = await store.put(png);
    expect(stored).toEqual({
      hash,
      ext: "png",
      mimeType: "image/png",
      byteSize: png.byteLength,
      url: `/media/${hash}.png`,
      created: true,
    });
    const file = path.join(root, hash.slice(0, 2), `${hash}.png`);
    expect(await readFile(file)).toEqual(png);
    expect(await readdir(path.dirname(file))).toEqual([`${hash}.png`]);
  });

  it("names the file by the sniffed type", async () => {
    const jpeg = await solidImage(10, 10, { r: 0, g: 0, b: 200 }, "jpeg");
    const webp = await solidImage(10, 10, { r: 0, g: 200, b: 0 }, "webp");
    expect((await store.put(jpeg)).url).toMatch(/^\/media\/[a-f0-9]{64}\.jpg$/);
    expect((await store.put(webp)).url).toMatch(/^\/media\/[a-f0-9]{64}\.webp$/);
  });

  it("is idempotent: the same bytes are not written twice", async () => {
    const png = await solidImage(10, 10, { r: 1, g: 2, b: 3 }, "png");
    const first = await store.put(png);
    const file = path.join(root, first.hash.slice(0, 2), `${first.hash}.png`);
    const before = await stat(file);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await store.put(Buffer.from(png));
    expect(second).toEqual({ ...first, created: false });
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it("survives concurrent puts of the same bytes and leaves no temporary file", async () => {
    const png = await solidImage(64, 64, { r: 9, g: 9, b: 9 }, "png");
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put(png)));
    expect(new Set(results.map((r) => r.hash)).size).toBe(1);
    const hash = sha256Hex(png);
    expect(await readdir(path.join(root, hash.slice(0, 2)))).toEqual([`${hash}.png`]);
    expect(await store.read(hash, "png")).toEqual(png);
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

  it("reads, stats, checks and deletes by hash, with or without the extension", async () => {
    const webp = await solidImage(12, 7, { r: 10, g: 10, b: 10 }, "webp");
    const { hash } = await store.put(webp);
    expect(await store.read(hash, "webp")).toEqual(webp);
    expect(await store.read(hash)).toEqual(webp);
    expect(await store.read(hash, "png")).toBeNull();
    expect(await store.stat(hash)).toEqual({ hash, ext: "webp", mimeType: "image/webp", byteSize: webp.byteLength });
    expect(await store.exists(hash, "webp")).toBe(true);
    expect(await store.exists(hash, "jpg")).toBe(false);
    expect(store.url(hash, "image/webp")).toBe(`/media/${hash}.webp`);

    expect(await store.delete(hash)).toBe(true);
    expect(await store.delete(hash)).toBe(false);
    expect(await store.exists(hash)).toBe(false);
    expect(await store.read(hash, "webp")).toBeNull();
    expect(await store.stat(hash)).toBeNull();
  });

  it("answers null for a well-formed hash it does not hold", async () => {
    expect(await store.read("f".repeat(64), "png")).toBeNull();
    expect(await store.read("f".repeat(64))).toBeNull();
  });

  it("refuses bytes that are not a supported image", async () => {
    await expect(store.put(new TextEncoder().encode("#!/bin/sh\nrm -rf /\n"))).rejects.toBeInstanceOf(UnsupportedMediaError);
    expect(await readdir(root)).toEqual([]);
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
