import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "@twend/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidImageError } from "./image-codec.ts";
import { createLocalMediaStore, type MediaStore } from "./media-store.ts";
import { sha256Hex } from "./media-types.ts";
import { saveImage } from "./save-image.ts";
import { solidImage } from "./test-images.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../prisma/migrations");

let db: Database;
let root: string;
let store: MediaStore;

beforeAll(async () => {
  db = await createDatabase({});
  await db.migrate(MIGRATIONS);
  root = await mkdtemp(path.join(tmpdir(), "twend-save-"));
  store = createLocalMediaStore(root);
});

afterAll(async () => {
  await db?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("saveImage", () => {
  it("stores the file and records its MediaObject row", async () => {
    const jpeg = await solidImage(640, 360, { r: 30, g: 60, b: 90 }, "jpeg");
    const hash = sha256Hex(jpeg);
    const saved = await saveImage(db.prisma, store, jpeg);
    expect(saved).toEqual({
      hash,
      path: `/media/${hash}.jpg`,
      mimeType: "image/jpeg",
      width: 640,
      height: 360,
      byteSize: jpeg.byteLength,
    });
    expect(await readFile(path.join(root, hash.slice(0, 2), `${hash}.jpg`))).toEqual(jpeg);
    const row = await db.prisma.mediaObject.findUniqueOrThrow({ where: { hash } });
    expect(row).toMatchObject({ hash, mimeType: "image/jpeg", width: 640, height: 360, byteSize: jpeg.byteLength });
  });

  it("is idempotent, also when the same bytes are saved concurrently", async () => {
    const png = await solidImage(50, 40, { r: 1, g: 1, b: 1 }, "png");
    const results = await Promise.all([saveImage(db.prisma, store, png), saveImage(db.prisma, store, png), saveImage(db.prisma, store, png)]);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    await saveImage(db.prisma, store, png);
    expect(await db.prisma.mediaObject.count({ where: { hash: sha256Hex(png) } })).toBe(1);
  });

  it("works inside a transaction", async () => {
    const webp = await solidImage(20, 30, { r: 5, g: 5, b: 5 }, "webp");
    const saved = await db.prisma.$transaction((tx) => saveImage(tx, store, webp));
    expect(await db.prisma.mediaObject.findUnique({ where: { hash: saved.hash } })).toMatchObject({ width: 20, height: 30 });
  });

  it("rejects garbage without writing a file or a row", async () => {
    const before = await db.prisma.mediaObject.count();
    const filesBefore = await readdir(root);
    const garbage = new TextEncoder().encode("<html>definitely not an image</html>");
    await expect(saveImage(db.prisma, store, garbage)).rejects.toBeInstanceOf(InvalidImageError);
    expect(await db.prisma.mediaObject.count()).toBe(before);
    expect(await readdir(root)).toEqual(filesBefore);
  });
});
