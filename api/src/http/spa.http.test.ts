import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCompression } from "./compression.ts";
import { spaRoutes } from "./spa.http.ts";

let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-spa-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, "assets", "index-Ab12.js"), "console.log(1)");
  await writeFile(path.join(webDist, "favicon.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  app = Fastify();
  await spaRoutes(app, webDist);
});

afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("the SPA's files", () => {
  it("are cached for a year when their names carry their content's hash", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-Ab12.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("are read from disk once, answer a revalidation with 304, and answer a name the build never wrote with a 404", async () => {
    const file = path.join(webDist, "assets", "once-Ef56.js");
    await writeFile(file, "console.log(2)");
    const once = Fastify();
    await spaRoutes(once, webDist);
    try {
      const first = await once.inject({ method: "GET", url: "/assets/once-Ef56.js" });
      expect([first.statusCode, first.body, first.headers["content-type"]]).toEqual([200, "console.log(2)", "application/javascript; charset=utf-8"]);
      // Its name promises the same bytes for ever: kept, they are still sent once the file is gone.
      await rm(file);
      const again = await once.inject({ method: "GET", url: "/assets/once-Ef56.js" });
      expect([again.statusCode, again.body]).toEqual([200, "console.log(2)"]);
      const head = await once.inject({ method: "HEAD", url: "/assets/once-Ef56.js" });
      expect([head.statusCode, head.headers["content-length"], head.body]).toEqual([200, "14", ""]);
      const etag = String(first.headers.etag);
      const revalidated = await once.inject({ method: "GET", url: "/assets/once-Ef56.js", headers: { "if-none-match": etag } });
      expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, "", etag]);
      for (const url of ["/assets/never-built.js", "/assets/..%2Findex.html", "/assets/index-Ab12.js.br"]) {
        // A chunk an older version's page asks for after a deploy: a 404, never the app's HTML under a script's name.
        const unknown = await once.inject({ method: "GET", url });
        expect([url, unknown.statusCode]).toEqual([url, 404]);
        expect(unknown.body).not.toContain('<div id="root">');
      }
    } finally {
      await once.close();
    }
  });

  it("are cached briefly when their names stay the same, and the app's page not at all", async () => {
    expect((await app.inject({ method: "GET", url: "/favicon.png" })).headers["cache-control"]).toBe("public, max-age=300");
    const page = await app.inject({ method: "GET", url: "/browse" });
    expect(page.body).toContain('<div id="root">');
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

describe("a script the build compressed", () => {
  it("is sent in the encoding the browser takes, from the file written beside it, never compressed again", async () => {
    const script = `export const words = ${JSON.stringify("twend ".repeat(2000))};`;
    const brotli = brotliCompressSync(script);
    const gzip = gzipSync(script, { level: 9 });
    const dist = await mkdtemp(path.join(tmpdir(), "twend-spa-compressed-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, "assets", "words-Cd34.js"), script);
    await writeFile(path.join(dist, "assets", "words-Cd34.js.br"), brotli);
    await writeFile(path.join(dist, "assets", "words-Cd34.js.gz"), gzip);
    const compressing = Fastify();
    await registerCompression(compressing);
    await spaRoutes(compressing, dist);
    try {
      const get = (encoding?: string) => compressing.inject({ method: "GET", url: "/assets/words-Cd34.js", headers: encoding ? { "accept-encoding": encoding } : {} });
      const br = await get("gzip, deflate, br");
      expect([br.headers["content-encoding"], br.headers["content-type"]]).toEqual(["br", "application/javascript; charset=utf-8"]);
      expect(br.rawPayload.equals(brotli)).toBe(true);
      const gz = await get("gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.rawPayload.equals(gzip)).toBe(true);
      const plain = await get();
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(new Set([br.headers.vary, gz.headers.vary, plain.headers.vary])).toEqual(new Set(["accept-encoding"]));
    } finally {
      await compressing.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
