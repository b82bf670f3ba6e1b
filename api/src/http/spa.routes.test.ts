import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spaRoutes } from "./spa.routes.ts";

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

  it("are cached briefly when their names stay the same, and the app's page not at all", async () => {
    expect((await app.inject({ method: "GET", url: "/favicon.png" })).headers["cache-control"]).toBe("public, max-age=300");
    const page = await app.inject({ method: "GET", url: "/browse" });
    expect(page.body).toContain('<div id="root">');
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
