import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompressibleBody, sendCompressible } from "./compressible-body.ts";
import { COMPRESSION_THRESHOLD, registerCompression } from "./compression.ts";

const large = new CompressibleBody(JSON.stringify({ success: true, data: { description: "Plant a tree with us. ".repeat(80) } }));
const small = new CompressibleBody(JSON.stringify({ success: true }));
const JSON_TYPE = "application/json; charset=utf-8";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get("/large", { compress: false }, (req, reply) => sendCompressible(req, reply, large, JSON_TYPE));
  app.get("/small", { compress: false }, (req, reply) => sendCompressible(req, reply, small, JSON_TYPE));
  await app.ready();
});
afterAll(() => app.close());

describe("sendCompressible", () => {
  it("sends the encoding the client prefers, which decodes to the body", async () => {
    const br = await app.inject({ url: "/large", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.headers["content-type"]).toBe(JSON_TYPE);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(large.text);
    expect(br.rawPayload.length).toBeLessThan(large.text.length / 4);

    const gzip = await app.inject({ url: "/large", headers: { "accept-encoding": "gzip;q=1, br;q=0.5" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString("utf8")).toBe(large.text);
  });

  it("compresses each encoding once, however often it is sent", () => {
    expect(large.encoded("br")).toBe(large.encoded("br"));
    expect(large.encoded("gzip")).toBe(large.encoded("gzip"));
  });

  it("sends the text itself to clients that accept no encoding it has", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "deflate" }, { "accept-encoding": "br;q=0, gzip;q=0" }]) {
      const res = await app.inject({ url: "/large", headers });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBe("accept-encoding");
      expect(res.body).toBe(large.text);
    }
  });

  it("never compresses a body under the threshold", async () => {
    expect(Buffer.byteLength(small.text)).toBeLessThan(COMPRESSION_THRESHOLD);
    const res = await app.inject({ url: "/small", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ success: true });
  });
});

describe("registerCompression", () => {
  it("still compresses ordinary routes, and still takes compressed request bodies on writes", async () => {
    const other = Fastify();
    await registerCompression(other);
    other.get("/plain", () => ({ text: "x".repeat(4000) }));
    other.post("/echo", (req) => req.body);
    await other.ready();
    try {
      const plain = await other.inject({ url: "/plain", headers: { "accept-encoding": "gzip" } });
      expect(plain.headers["content-encoding"]).toBe("gzip");
      const body = JSON.stringify({ hello: "world" });
      const echo = await other.inject({
        method: "POST",
        url: "/echo",
        headers: { "content-type": "application/json", "content-encoding": "gzip" },
        payload: zlib.gzipSync(body),
      });
      expect(echo.json()).toEqual({ hello: "world" });
    } finally {
      await other.close();
    }
  });
});
