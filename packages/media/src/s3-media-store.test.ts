import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaStore } from "./media-store.ts";
import { sha256Hex } from "./media-types.ts";
import { createS3MediaStore } from "./s3-media-store.ts";
import { solidImage } from "./test-images.ts";
import { describeMediaStoreContract } from "./testing/media-store-contract.ts";
import { startS3TestServer, type S3TestServer } from "./testing/s3-test-server.ts";
import { openS3StoreUnderTest } from "./testing/stores-under-test.ts";

// One s3rver for the file; each contract test gets a bucket of its own on it.
let server: S3TestServer;
let client: S3Client;

beforeAll(async () => {
  server = await startS3TestServer();
  client = new S3Client(server.options);
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
});

describeMediaStoreContract("S3 (s3rver)", () => openS3StoreUnderTest(server));

describe("createS3MediaStore", () => {
  let bucket: string;
  let store: MediaStore;

  beforeAll(async () => {
    bucket = await server.createBucket();
    store = createS3MediaStore({ ...server.options, bucket });
  });

  afterAll(async () => {
    await store?.close();
  });

  it("stores the exact bytes with their content type and an immutable cache header", async () => {
    const jpeg = await solidImage(16, 9, { r: 40, g: 50, b: 60 }, "jpeg");
    const { hash } = await store.put(jpeg);
    const key = `${hash.slice(0, 2)}/${hash}.jpg`;
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head).toMatchObject({ ContentType: "image/jpeg", ContentLength: jpeg.byteLength, CacheControl: "public, max-age=31536000, immutable" });
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? [])).toEqual(jpeg);
  });

  it("replaces a truncated object left under the final key", async () => {
    const png = await solidImage(10, 10, { r: 4, g: 5, b: 6 }, "png");
    const hash = sha256Hex(png);
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${hash.slice(0, 2)}/${hash}.png`, Body: png.subarray(0, 10) }));
    expect((await store.put(png)).created).toBe(true);
    expect(await store.read(hash, "png")).toEqual(png);
  });

  it("reports a refused request as an error, never as a missing file", async () => {
    const intruder = createS3MediaStore({ ...server.options, bucket, credentials: { accessKeyId: "INTRUDER", secretAccessKey: "S3RVER" } });
    try {
      await expect(intruder.read("f".repeat(64), "png")).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(intruder.exists("f".repeat(64))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    } finally {
      await intruder.close();
    }
  });

  it("with a public URL, hands out {publicUrl}/{key}, where the bucket serves the object to anyone", async () => {
    const publicUrl = `${server.options.endpoint}/${bucket}`;
    const open = createS3MediaStore({ ...server.options, bucket, publicUrl });
    try {
      const webp = await solidImage(12, 8, { r: 90, g: 20, b: 140 }, "webp");
      const { hash, path } = await open.put(webp);
      const url = open.url(hash, "image/webp");
      expect(url).toBe(`${publicUrl}/${hash.slice(0, 2)}/${hash}.webp`);
      // What rows keep does not change with the base; the base is applied as it is handed out.
      expect(path).toBe(`/media/${hash}.webp`);
      expect(open.urlOf(path)).toBe(url);
      expect(open.parseUrl(url)).toEqual({ hash, ext: "webp", mimeType: "image/webp" });
      // Unsigned, as a browser asks.
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(webp);
    } finally {
      await open.close();
    }
  });

  it("reports a missing bucket as an error", async () => {
    const lost = createS3MediaStore({ ...server.options, bucket: "no-such-bucket" });
    try {
      await expect(lost.put(await solidImage(4, 4, { r: 0, g: 0, b: 0 }, "png"))).rejects.toMatchObject({ name: "NoSuchBucket" });
      await expect(lost.read("f".repeat(64), "png")).rejects.toMatchObject({ name: "NoSuchBucket" });
      await expect(lost.check()).rejects.toBeDefined();
    } finally {
      await lost.close();
    }
  });
});
