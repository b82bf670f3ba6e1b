import path from "node:path";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { MESSAGES } from "@twend/shared";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptUpload, type UploadKind } from "./accept-upload.ts";
import { sha256Hex } from "./media-types.ts";
import { saveImage, type SavedImage } from "./save-image.ts";
import type { MediaStore } from "./media-store.ts";
import { noiseImage, pngDeclaringSize, solidImage, toDataUrl } from "./test-images.ts";
import type { StoreUnderTest } from "./testing/media-store-contract.ts";
import { startS3TestServer, type S3TestServer } from "./testing/s3-test-server.ts";
import { openLocalStoreUnderTest, openS3StoreUnderTest } from "./testing/stores-under-test.ts";
import { UploadRejectedError } from "./upload-error.ts";

/** What every upload route does with an image it was sent: check it, then store what the check re-encoded. */
async function saveUpload(store: MediaStore, dataUrl: unknown, kind: UploadKind): Promise<SavedImage> {
  return saveImage(db.prisma, store, (await acceptUpload(dataUrl, kind)).bytes);
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../prisma/migrations");

let testDb: TestDatabase;
let db: Database;
let s3: S3TestServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await createDatabase({ databaseUrl: testDb.url });
  await db.migrate(MIGRATIONS);
  s3 = await startS3TestServer();
});

afterAll(async () => {
  await db?.close();
  await testDb?.drop();
  await s3?.close();
});

interface BadInput {
  name: string;
  kind: UploadKind;
  dataUrl: () => Promise<unknown>;
  status: 400 | 413;
  message: string;
}

const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const html = "<!doctype html><html><body><script>alert(1)</script></body></html>";
const gif = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .gif()
    .toBuffer();
const halfOf = (bytes: Buffer) => bytes.subarray(0, bytes.byteLength >> 1);

const BAD_INPUTS: BadInput[] = [
  {
    name: "a truncated PNG",
    kind: "background",
    dataUrl: async () => toDataUrl(halfOf(await noiseImage(200, 200, "png")), "image/png"),
    status: 400,
    message: MESSAGES.imageUnreadable,
  },
  {
    name: "a PNG signature followed by garbage",
    kind: "photo",
    dataUrl: async () => toDataUrl(Buffer.concat([(await solidImage(8, 8, { r: 0, g: 0, b: 0 }, "png")).subarray(0, 8), Buffer.alloc(64, 0x41)]), "image/png"),
    status: 400,
    message: MESSAGES.imageUnreadable,
  },
  {
    name: "a JPEG declared as a PNG",
    kind: "photo",
    dataUrl: async () => toDataUrl(await solidImage(10, 10, { r: 9, g: 9, b: 9 }, "jpeg"), "image/png"),
    status: 400,
    message: MESSAGES.imageTypeMismatch,
  },
  {
    name: "a 30000x30000 PNG bomb of a few bytes",
    kind: "background",
    dataUrl: async () => toDataUrl(pngDeclaringSize(30_000, 30_000), "image/png"),
    status: 413,
    message: MESSAGES.imageTooManyPixels,
  },
  {
    name: "a real PNG 8001 px wide",
    kind: "background",
    dataUrl: async () => toDataUrl(await solidImage(8001, 2, { r: 1, g: 1, b: 1 }, "png"), "image/png"),
    status: 413,
    message: MESSAGES.imageTooManyPixels,
  },
  { name: "a 0-byte file", kind: "photo", dataUrl: async () => "data:image/png;base64,", status: 400, message: MESSAGES.imageEmpty },
  { name: "a GIF", kind: "background", dataUrl: async () => toDataUrl(await gif(), "image/gif"), status: 400, message: MESSAGES.imageUnsupportedType },
  { name: "a GIF declared as a PNG", kind: "background", dataUrl: async () => toDataUrl(await gif(), "image/png"), status: 400, message: MESSAGES.imageUnsupportedType },
  {
    name: "an SVG with a script",
    kind: "background",
    dataUrl: async () => toDataUrl(Buffer.from(svgWithScript), "image/svg+xml"),
    status: 400,
    message: MESSAGES.imageUnsupportedType,
  },
  {
    name: "an SVG with a script declared as a PNG",
    kind: "photo",
    dataUrl: async () => toDataUrl(Buffer.from(svgWithScript), "image/png"),
    status: 400,
    message: MESSAGES.imageUnsupportedType,
  },
  { name: "HTML", kind: "photo", dataUrl: async () => toDataUrl(Buffer.from(html), "text/html"), status: 400, message: MESSAGES.imageUnsupportedType },
  {
    name: "HTML declared as a JPEG",
    kind: "photo",
    dataUrl: async () => toDataUrl(Buffer.from(html), "image/jpeg"),
    status: 400,
    message: MESSAGES.imageUnsupportedType,
  },
  {
    name: "a photo over 5 MB",
    kind: "photo",
    dataUrl: async () => toDataUrl(Buffer.alloc(5 * 1024 * 1024 + 1), "image/png"),
    status: 413,
    message: MESSAGES.photoTooLarge,
  },
  {
    name: "a background over 10 MB",
    kind: "background",
    dataUrl: async () => toDataUrl(Buffer.alloc(10 * 1024 * 1024 + 1), "image/png"),
    status: 413,
    message: MESSAGES.backgroundTooLarge,
  },
  { name: "a malformed data URL", kind: "photo", dataUrl: async () => "data:image/png;base64,iVBORw0KGgo=%%%", status: 400, message: MESSAGES.imageNotDataUrl },
  { name: "a URL instead of a data URL", kind: "photo", dataUrl: async () => "https://example.com/cat.png", status: 400, message: MESSAGES.imageNotDataUrl },
  { name: "no string at all", kind: "background", dataUrl: async () => ({ src: "data:image/png;base64,AAAA" }), status: 400, message: MESSAGES.imageNotDataUrl },
];

describe.each([
  ["local disk", openLocalStoreUnderTest],
  ["S3 (s3rver)", () => openS3StoreUnderTest(s3)],
] as const)("an accepted upload saved on %s", (_, open) => {
  let backend: StoreUnderTest;

  beforeEach(async () => {
    backend = await open();
  });

  afterEach(async () => {
    await backend.store.close();
    await backend.cleanup();
  });

  it("stores the re-encoded image under its hash and records its row", async () => {
    const upload = toDataUrl(await noiseImage(300, 200, "jpeg"), "image/jpeg");
    const accepted = await acceptUpload(upload, "background");
    const hash = sha256Hex(accepted.bytes);
    const saved = await saveUpload(backend.store, upload, "background");
    expect(saved).toEqual({ hash, path: `/media/${hash}.jpg`, mimeType: "image/jpeg", width: 300, height: 200, byteSize: accepted.bytes.byteLength });
    expect(await backend.store.read(hash, "jpg")).toEqual(accepted.bytes);
    expect(await backend.keys()).toEqual([`${hash.slice(0, 2)}/${hash}.jpg`]);
    expect(await db.prisma.mediaObject.findUnique({ where: { hash } })).toMatchObject({ mimeType: "image/jpeg", width: 300, height: 200 });

    // Re-encoding is deterministic, so the same upload is the same object: one file, one row.
    await expect(saveUpload(backend.store, upload, "background")).resolves.toEqual(saved);
    expect(await backend.keys()).toHaveLength(1);
    expect(await db.prisma.mediaObject.count({ where: { hash } })).toBe(1);
  });

  it.each(BAD_INPUTS)("refuses $name with $status and a clear message, storing nothing", async ({ kind, dataUrl, status, message }) => {
    const rowsBefore = await db.prisma.mediaObject.count();
    const error = await saveUpload(backend.store, await dataUrl(), kind).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect(error).toMatchObject({ statusCode: status, message });
    expect(await backend.keys()).toEqual([]);
    expect(await db.prisma.mediaObject.count()).toBe(rowsBefore);
  });
});
