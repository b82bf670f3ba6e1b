import { randomBytes } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { acceptUpload, saveImage, sha256Hex, type SavedImage, type UploadKind } from "@twend/media";
import { noiseImage, toDataUrl } from "@twend/media/testing";
import { startS3TestServer, type S3TestServer } from "@twend/media/testing/s3";
import { MESSAGES } from "@twend/shared";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
});

afterAll(async () => {
  await s3?.close();
});

async function saveUpload(t: TestApp, dataUrl: unknown, kind: UploadKind): Promise<SavedImage> {
  return saveImage(t.ctx.db.prisma, t.ctx.media, (await acceptUpload(dataUrl, kind)).bytes);
}

const IMMUTABLE = "public, max-age=31536000, immutable";

describe.each([
  ["on local disk", () => ({})],
  ["in S3 (s3rver)", () => s3.env],
])("GET /media/:file with media %s", (_, env) => {
  let t: TestApp;
  let jpeg: SavedImage;
  let stored: Buffer;

  beforeAll(async () => {
    t = await createTestApp({}, env());
    // Stands in for issues 6 and 7's upload endpoints; registered only here, never in the app.
    t.app.post<{ Body: { image?: unknown } }>("/test-upload/photo", { bodyLimit: 16 * 1024 * 1024 }, async (req) => ({
      success: true,
      data: await saveUpload(t, req.body.image, "photo"),
    }));
    jpeg = await saveUpload(t, toDataUrl(await noiseImage(64, 48, "jpeg"), "image/jpeg"), "background");
    stored = (await t.ctx.media.read(jpeg.hash, "jpg")) ?? Buffer.alloc(0);
    expect(stored.byteLength).toBeGreaterThan(0);
  });

  afterAll(() => t?.close());

  it("serves the stored bytes with their type, cached forever, never sniffed", async () => {
    const res = await t.app.inject({ method: "GET", url: jpeg.path });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(stored);
    expect(res.headers).toMatchObject({
      "content-type": "image/jpeg",
      "cache-control": IMMUTABLE,
      "x-content-type-options": "nosniff",
      etag: `"${jpeg.hash}"`,
      "content-length": String(stored.byteLength),
    });
  });

  it("answers a revalidation with 304 and no body", async () => {
    for (const tag of [`"${jpeg.hash}"`, `W/"${jpeg.hash}"`, `"other", "${jpeg.hash}"`, "*"]) {
      const res = await t.app.inject({ method: "GET", url: jpeg.path, headers: { "if-none-match": tag } });
      expect(res.statusCode, tag).toBe(304);
      expect(res.rawPayload).toHaveLength(0);
      expect(res.headers).toMatchObject({ etag: `"${jpeg.hash}"`, "cache-control": IMMUTABLE });
    }
    const stale = await t.app.inject({ method: "GET", url: jpeg.path, headers: { "if-none-match": '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(stored);
  });

  it("answers HEAD with the headers alone", async () => {
    const res = await t.app.inject({ method: "HEAD", url: jpeg.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ "content-type": "image/jpeg", "content-length": String(stored.byteLength), etag: `"${jpeg.hash}"` });
    expect(res.rawPayload).toHaveLength(0);
  });

  it.each([
    ["a hash it does not hold", `/media/${"f".repeat(64)}.png`],
    ["a stored hash under another extension", () => `/media/${jpeg.hash}.png`],
    ["an upper-case hash", () => `/media/${jpeg.hash.toUpperCase()}.jpg`],
    ["a traversal", "/media/..%2F..%2Fetc%2Fpasswd"],
    ["an SVG name", `/media/${"a".repeat(64)}.svg`],
    ["a .jpeg spelling", () => `/media/${jpeg.hash}.jpeg`],
    ["no extension", () => `/media/${jpeg.hash}`],
  ])("answers 404 JSON for %s, not cached", async (_, url) => {
    const res = await t.app.inject({ method: "GET", url: typeof url === "function" ? url() : url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.notFound });
    expect(res.headers["cache-control"]).not.toBe(IMMUTABLE);
  });

  it("answers 404 to a revalidation of a file that is gone", async () => {
    const gone = await saveUpload(t, toDataUrl(await noiseImage(20, 20, "png"), "image/png"), "photo");
    await t.ctx.media.delete(gone.hash);
    const res = await t.app.inject({ method: "GET", url: gone.path, headers: { "if-none-match": `"${gone.hash}"` } });
    expect(res.statusCode).toBe(404);
  });

  it("turns a refused upload into { success: false, error } with its 4xx status", async () => {
    const rows = await t.ctx.db.prisma.mediaObject.count();
    const cases = [
      { image: toDataUrl(Buffer.alloc(5 * 1024 * 1024 + 1), "image/png"), status: 413, error: MESSAGES.photoTooLarge },
      { image: toDataUrl(Buffer.from("<svg><script>alert(1)</script></svg>"), "image/svg+xml"), status: 400, error: MESSAGES.imageUnsupportedType },
      { image: "not a data url", status: 400, error: MESSAGES.imageNotDataUrl },
    ];
    for (const { image, status, error } of cases) {
      const res = await t.app.inject({ method: "POST", url: "/test-upload/photo", payload: { image } });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, error });
    }
    expect(await t.ctx.db.prisma.mediaObject.count()).toBe(rows);

    const ok = await t.app.inject({
      method: "POST",
      url: "/test-upload/photo",
      payload: { image: toDataUrl(await noiseImage(30, 10, "webp"), "image/webp") },
    });
    expect(ok.statusCode).toBe(200);
    const { path: url } = ok.json().data;
    const served = await t.app.inject({ method: "GET", url });
    expect(served.headers["content-type"]).toBe("image/webp");
  });
});

/**
 * Stands between the API and s3rver as a failing network would: it passes every request on, but
 * cuts the connection after `cutAfter` bytes of any object whose key ends in `doomed`.
 */
async function startCuttingProxy(upstream: string, doomed: string, cutAfter: number): Promise<{ endpoint: string; server: Server }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const forwarded = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!(req.method === "GET" && req.url?.split("?")[0]?.endsWith(doomed))) return void answer.pipe(res);
      let sent = 0;
      answer.on("data", (chunk: Buffer) => {
        if (sent + chunk.length < cutAfter) {
          sent += chunk.length;
          res.write(chunk);
          return;
        }
        res.write(chunk.subarray(0, cutAfter - sent));
        answer.destroy();
        res.socket?.destroy();
      });
    });
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe("GET /media/:file when S3 fails part way through a file", () => {
  const SIZE = 4 * 1024 * 1024;
  let t: TestApp;
  let proxy: Server;
  let origin: string;
  const lines: Array<Record<string, unknown>> = [];
  let doomed: { hash: string; bytes: Buffer };
  let healthy: SavedImage;

  beforeAll(async () => {
    // Any bytes will do: the route streams what the bucket holds under a well-formed name.
    const bytes = randomBytes(SIZE);
    doomed = { hash: sha256Hex(bytes), bytes };
    const key = `${doomed.hash.slice(0, 2)}/${doomed.hash}.png`;
    await s3.putObject(key, bytes, "image/png");
    let endpoint: string;
    ({ endpoint, server: proxy } = await startCuttingProxy(s3.options.endpoint, `/${key}`, 1024 * 1024));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: "info" }, sink) }, { ...s3.env, S3_ENDPOINT: endpoint });
    healthy = await saveImage(t.ctx.db.prisma, t.ctx.media, (await acceptUpload(toDataUrl(await noiseImage(40, 40, "png"), "image/png"), "photo")).bytes);
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it("cuts the client's answer short, logs the failure as an error, and goes on serving", async () => {
    const res = await fetch(`${origin}/media/${doomed.hash}.png`);
    // The status and the full length went out before the failure; the body cannot complete.
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    await expect(res.arrayBuffer()).rejects.toThrow();

    await expect
      .poll(() => lines.find((line) => line.msg === "a media file failed part way through being sent"))
      .toMatchObject({ level: 50, file: `${doomed.hash}.png` });

    const next = await fetch(`${origin}${healthy.path}`);
    expect(next.status).toBe(200);
    expect(Buffer.from(await next.arrayBuffer())).toEqual(await t.ctx.media.read(healthy.hash, "png"));
    const missing = await fetch(`${origin}/media/${"e".repeat(64)}.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: MESSAGES.notFound });
  });
});
