import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let campaign: { id: number; short_id: string };

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  const c = new TestClient(t.app);
  expect((await c.post("/api/auth/register", { email: "page-read@example.com", password: "correct horse battery", firstName: "P", lastName: "R" })).status).toBe(200);
  const res = await c.post("/api/campaigns", {
    title: "Page read",
    // Long enough for the answer to be worth compressing.
    description: "A Twend whose page is read a great many times. ".repeat(12),
    background_image_url: `data:image/png;base64,${png.toString("base64")}`,
    category: "Social",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  campaign = res.body.data as typeof campaign;
});
afterAll(() => t.close());

/** The campaign page's call as the SPA's httpBatchLink sends it, or as a plain (unbatched) tRPC link would. */
function pageRead(input: Record<string, unknown>, options: { batched: boolean; headers?: Record<string, string> }) {
  const query = options.batched ? `batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}` : `input=${encodeURIComponent(JSON.stringify(input))}`;
  return t.app.inject({ method: "GET", url: `/trpc/campaigns.byShortId?${query}`, headers: options.headers ?? {} });
}

describe("the campaign page's read over tRPC", () => {
  it("answers from memory with the very bytes and headers tRPC itself answers", async () => {
    for (const batched of [true, false]) {
      const sessionId = `visitor-${batched ? "batched" : "single"}-1234`;
      // A visitor's first load counts a view, so tRPC runs the procedure; the reload comes from memory.
      const first = await pageRead({ shortId: campaign.short_id, sessionId, source: "whatsapp" }, { batched });
      const reload = await pageRead({ shortId: campaign.short_id, sessionId, source: "whatsapp" }, { batched });
      expect(first.statusCode).toBe(200);
      expect(reload.body).toBe(first.body);
      // Fastify names the charset of a JSON text that tRPC's own answer leaves implicit; both are UTF-8 JSON.
      expect(reload.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(first.headers["content-type"]).toBe("application/json");
      expect(first.headers.vary).toBe("trpc-accept, accept");
      // The cached answer also names accept-encoding, since it has compressed copies for clients that ask.
      expect(reload.headers.vary).toBe("trpc-accept, accept, accept-encoding");
      const data = batched ? first.json()[0].result.data : first.json().result.data;
      expect(data).toMatchObject({ id: campaign.id, short_id: campaign.short_id, title: "Page read" });
    }
  });

  it("shares the REST read's cache: a change behind the service's back is not seen by either until an edit", async () => {
    const rest = await t.app.inject({ method: "GET", url: `/api/campaigns/${campaign.short_id}` });
    await t.ctx.db.prisma.campaign.update({ where: { id: campaign.id }, data: { title: "Changed in the database" } });
    const page = await pageRead({ shortId: campaign.short_id }, { batched: true });
    expect(page.json()[0].result.data).toEqual(rest.json().data);
    await t.ctx.campaignCache.invalidate(campaign.id);
    expect((await pageRead({ shortId: campaign.short_id }, { batched: true })).json()[0].result.data.title).toBe("Changed in the database");
  });

  it("sends a compressed copy to a client that takes one, varying on what tRPC varies on", async () => {
    const plain = await pageRead({ shortId: campaign.short_id }, { batched: true });
    const br = await pageRead({ shortId: campaign.short_id }, { batched: true, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("trpc-accept, accept, accept-encoding");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("answers a bad input and a missing Twend with tRPC's own errors", async () => {
    const bad = await pageRead({ shortId: "x".repeat(80) }, { batched: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data).toMatchObject({ code: "BAD_REQUEST", path: "campaigns.byShortId" });
    const missing = await pageRead({ shortId: "nothing-here" }, { batched: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[0].error).toMatchObject({ message: "Campaign not found", data: { code: "NOT_FOUND" } });
    const notJson = await t.app.inject({ method: "GET", url: "/trpc/campaigns.byShortId?input=%7Bnot-json" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.data).toMatchObject({ code: "BAD_REQUEST", path: "campaigns.byShortId" });
  });

  it("never sets or reads a session: a signed-in caller's cookie gets no answer of its own", async () => {
    const c = new TestClient(t.app);
    expect((await c.post("/api/auth/register", { email: "reader@example.com", password: "correct horse battery", firstName: "R", lastName: "D" })).status).toBe(200);
    const signedIn = await pageRead({ shortId: campaign.short_id }, { batched: true, headers: { cookie: c.cookie ?? "" } });
    const anonymous = await pageRead({ shortId: campaign.short_id }, { batched: true });
    expect(signedIn.headers["set-cookie"]).toBeUndefined();
    expect(signedIn.body).toBe(anonymous.body);
  });
});
