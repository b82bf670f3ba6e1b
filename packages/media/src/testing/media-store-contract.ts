import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UnsupportedMediaError, type MediaStore } from "../media-store.ts";
import { sha256Hex } from "../media-types.ts";
import { solidImage } from "../test-images.ts";

export interface StoreUnderTest {
  store: MediaStore;
  /** Every key the backend holds, read from the backend itself (disk or bucket), sorted. */
  keys(): Promise<string[]>;
  cleanup(): Promise<void>;
}

/**
 * What every MediaStore backend must do, run against each real backend, so
 * the API and the worker behave the same on disk and on S3.
 */
export function describeMediaStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`MediaStore contract: ${name}`, () => {
    let backend: StoreUnderTest;
    let store: MediaStore;

    beforeEach(async () => {
      backend = await open();
      store = backend.store;
    });

    afterEach(async () => {
      await store.close();
      await backend.cleanup();
    });

    it("passes its health check", async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });

    it("stores bytes under their sha256 in {hash[0..2]}/{hash}.{ext} and reads them back", async () => {
      const png = await solidImage(10, 10, { r: 200, g: 0, b: 0 }, "png");
      const hash = sha256Hex(png);
      expect(await store.put(png)).toEqual({
        hash,
        ext: "png",
        mimeType: "image/png",
        byteSize: png.byteLength,
        path: `/media/${hash}.png`,
        created: true,
      });
      expect(await backend.keys()).toEqual([`${hash.slice(0, 2)}/${hash}.png`]);
      expect(await store.read(hash, "png")).toEqual(png);
    });

    it("names the object by the type sniffed from its bytes", async () => {
      const jpeg = await solidImage(10, 10, { r: 0, g: 0, b: 200 }, "jpeg");
      const webp = await solidImage(10, 10, { r: 0, g: 200, b: 0 }, "webp");
      expect((await store.put(jpeg)).path).toBe(`/media/${sha256Hex(jpeg)}.jpg`);
      expect((await store.put(webp)).path).toBe(`/media/${sha256Hex(webp)}.webp`);
      expect(await store.stat(sha256Hex(jpeg))).toMatchObject({ ext: "jpg", mimeType: "image/jpeg" });
    });

    it("is idempotent: putting the same bytes again writes nothing new", async () => {
      const png = await solidImage(10, 10, { r: 1, g: 2, b: 3 }, "png");
      const first = await store.put(png);
      const keys = await backend.keys();
      expect(await store.put(Buffer.from(png))).toEqual({ ...first, created: false });
      expect(await backend.keys()).toEqual(keys);
    });

    it("survives concurrent puts of the same bytes", async () => {
      const png = await solidImage(64, 64, { r: 9, g: 9, b: 9 }, "png");
      const results = await Promise.all(Array.from({ length: 6 }, () => store.put(png)));
      expect(new Set(results.map((r) => r.hash))).toEqual(new Set([sha256Hex(png)]));
      expect(await backend.keys()).toHaveLength(1);
      expect(await store.read(sha256Hex(png), "png")).toEqual(png);
    });

    it("reads, stats, checks and deletes by hash, with or without the extension", async () => {
      const webp = await solidImage(12, 7, { r: 10, g: 10, b: 10 }, "webp");
      const { hash } = await store.put(webp);
      expect(await store.read(hash, "webp")).toEqual(webp);
      expect(await store.read(hash)).toEqual(webp);
      expect(await store.read(hash, "png")).toBeNull();
      expect(await store.stat(hash)).toEqual({ hash, ext: "webp", mimeType: "image/webp", byteSize: webp.byteLength });
      expect(await store.stat(hash, "webp")).toEqual({ hash, ext: "webp", mimeType: "image/webp", byteSize: webp.byteLength });
      expect(await store.exists(hash, "webp")).toBe(true);
      expect(await store.exists(hash, "jpg")).toBe(false);
      expect(store.url(hash, "image/webp")).toBe(`/media/${hash}.webp`);

      expect(await store.delete(hash, "png")).toBe(false);
      expect(await store.delete(hash)).toBe(true);
      expect(await store.delete(hash)).toBe(false);
      expect(await store.exists(hash)).toBe(false);
      expect(await store.read(hash, "webp")).toBeNull();
      expect(await store.stat(hash)).toBeNull();
      expect(await backend.keys()).toEqual([]);
    });

    it("streams a file, its size known before its bytes, with or without the extension", async () => {
      const jpeg = await solidImage(40, 30, { r: 30, g: 60, b: 90 }, "jpeg");
      const { hash } = await store.put(jpeg);
      for (const ext of ["jpg", undefined] as const) {
        const found = await store.stream(hash, ext);
        expect(found).toMatchObject({ hash, ext: "jpg", mimeType: "image/jpeg", byteSize: jpeg.byteLength });
        if (!found) throw new Error(`${hash}.${ext ?? "?"} was not streamed`);
        expect(await buffer(found.body)).toEqual(jpeg);
      }
      expect(await store.stream(hash, "png")).toBeNull();
    });

    it("answers null for a well-formed hash it does not hold", async () => {
      expect(await store.read("f".repeat(64), "png")).toBeNull();
      expect(await store.read("f".repeat(64))).toBeNull();
      expect(await store.stream("f".repeat(64), "png")).toBeNull();
      expect(await store.stream("f".repeat(64))).toBeNull();
      expect(await store.stat("f".repeat(64))).toBeNull();
    });

    it("refuses bytes that are not a supported image, writing nothing", async () => {
      await expect(store.put(new TextEncoder().encode("#!/bin/sh\nrm -rf /\n"))).rejects.toBeInstanceOf(UnsupportedMediaError);
      await expect(store.put(new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toBeInstanceOf(UnsupportedMediaError);
      expect(await backend.keys()).toEqual([]);
    });

    it("refuses a hash that is not 64 lower-case hex characters", async () => {
      for (const hash of ["../../etc/passwd", "", "A".repeat(64), `${"a".repeat(62)}/.`, `${"a".repeat(64)}/../x`]) {
        await expect(store.read(hash, "png")).rejects.toThrow(TypeError);
        await expect(store.read(hash)).rejects.toThrow(TypeError);
        await expect(store.stream(hash, "png")).rejects.toThrow(TypeError);
        await expect(store.stat(hash)).rejects.toThrow(TypeError);
        await expect(store.exists(hash)).rejects.toThrow(TypeError);
        await expect(store.delete(hash, "png")).rejects.toThrow(TypeError);
        expect(() => store.url(hash, "png")).toThrow(TypeError);
      }
    });
  });
}
