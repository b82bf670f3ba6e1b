import { randomBytes } from "node:crypto";
import { MESSAGES } from "@twend/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, signedUpCreator } from "../testing/http-client.ts";
import { SPEC_CALLS } from "../testing/spec-calls.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { largestBodyLimit } from "../trpc/procedure-metas.ts";
import { restOperations } from "./rest-adapters.ts";

/** Calls the project added beside the spec's, for its own screens. */
const PROJECT_CALLS = [
  "GET /api/user/campaigns/:id/analytics",
  "GET /api/dp-renders/:id",
  "POST /api/track-generation",
  "POST /api/shared-dps",
  "GET /api/shared-dps/:id",
  "DELETE /api/shared-dps/:id",
  "POST /api/campaigns/:id/report",
  "POST /api/client-errors",
  "GET /api/campaigns/suggestions",
];

let t: TestApp;
let nineMegabytePng: string;

beforeAll(async () => {
  t = await createTestApp();
  // Noise does not compress: a 1700x1700 PNG of it is about 8.7 MB, and its data URL about 11.6 MB.
  const side = 1700;
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  nineMegabytePng = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(() => t.close());

const creator = () => signedUpCreator(t.app, "adapter");

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: "Adapters Day",
  background_image_url: nineMegabytePng,
  avatar_x: 150,
  avatar_y: 120,
  avatar_size: 200,
  category: "Movement",
  ...overrides,
});

/** A tRPC mutation's answer as { status, data | message }. */
async function mutate(c: TestClient, procedure: string, input: unknown) {
  const res = await c.post(`/trpc/${procedure}`, input);
  const body = res.body as { result?: { data: unknown }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, message: body.error?.message };
}

describe("documented calls derived from procedures", () => {
  it("declares only documented calls and the project's own, each once", () => {
    const declared = restOperations().map(({ binding }) => `${binding.method} ${binding.path}`);
    const documented = [...SPEC_CALLS.map(({ method, url }) => `${method} ${url}`), ...PROJECT_CALLS];
    expect(declared.filter((call) => !documented.includes(call))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("registers each declared call with its procedure's body limit", () => {
    for (const { binding } of restOperations()) expect(t.app.hasRoute({ method: binding.method, url: binding.path }), binding.path).toBe(true);
    expect(largestBodyLimit()).toBeGreaterThanOrEqual(15 * 1024 * 1024);
  });

  it("accepts a 9 MB background through both transports", async () => {
    const c = await creator();
    const viaRest = await c.post("/api/campaigns", draft({ title: "Via REST" }));
    expect(viaRest.status, JSON.stringify(viaRest.body).slice(0, 200)).toBe(200);
    expect(viaRest.body.data).toMatchObject({ title: "Via REST" });
    const viaTrpc = await mutate(c, "studio.create", draft({ title: "Via tRPC" }));
    expect(viaTrpc.status, viaTrpc.message).toBe(200);
    expect(viaTrpc.data).toMatchObject({ title: "Via tRPC" });
  });

  it("refuses a body over the operation's limit through both transports with 413", async () => {
    const c = await creator();
    const huge = draft({ background_image_url: `data:image/png;base64,${"A".repeat(16 * 1024 * 1024)}` });
    expect((await c.post("/api/campaigns", huge)).status).toBe(413);
    expect((await mutate(c, "studio.create", huge)).status).toBe(413);
    // An operation without a limit of its own keeps the default.
    const visit = { session_id: "s".repeat(2 * 1024 * 1024), page_path: "/" };
    expect((await c.post("/api/track-visit", visit)).status).toBe(413);
    expect((await mutate(c, "visits.track", visit)).status).toBe(413);
  });

  it("answers a bad input with the same message through both transports", async () => {
    const c = await creator();
    const viaRest = await c.post("/api/campaigns", draft({ title: "Owned", background_image_url: "data:image/png;base64,AAAA" }));
    const viaTrpc = await mutate(c, "studio.create", draft({ title: "Owned", background_image_url: "data:image/png;base64,AAAA" }));
    expect(viaRest.status).toBe(viaTrpc.status);
    expect(viaRest.body.error).toBe(viaTrpc.message);

    const created = (await c.post("/api/campaigns", draft({ title: "Renamed later" }))).body.data as { id: number };
    const reserved = await c.request("PUT", `/api/campaigns/${created.id}`, { short_id: "admin" });
    expect(reserved).toMatchObject({ status: 400, body: { success: false, error: `short_id: ${MESSAGES.shortIdReserved}` } });
    expect(await mutate(c, "studio.update", { id: created.id, short_id: "admin" })).toMatchObject({ status: 400, message: `short_id: ${MESSAGES.shortIdReserved}` });

    const noSession = await c.post("/api/track-visit", { page_path: "/" });
    const noSessionTrpc = await mutate(c, "visits.track", { page_path: "/" });
    expect(noSession.status).toBe(400);
    expect(noSessionTrpc).toMatchObject({ status: 400, message: noSession.body.error });
  });

  it("keeps each documented envelope", async () => {
    const c = await creator();
    const created = (await c.post("/api/campaigns", draft({ title: "Enveloped" }))).body.data as { id: number };
    expect(await c.request("DELETE", `/api/user/campaigns/${created.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await c.request("DELETE", `/api/user/campaigns/${created.id}`)).body).toMatchObject({ success: false });
    expect(await c.get("/api/user/stats")).toMatchObject({ status: 200, body: { success: true, data: expect.any(Object) } });
    expect(await new TestClient(t.app).get("/api/user/stats")).toMatchObject({ status: 401, body: { success: false, error: MESSAGES.unauthorized } });
    // The documented "who am I" answers the bare user.
    const me = await c.get("/api/users/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: expect.stringMatching(/^adapter\d+@example\.com$/) });
    expect(me.body.success).toBeUndefined();
    expect(await new TestClient(t.app).get("/api/auth/me")).toMatchObject({ status: 401, body: { success: false, error: MESSAGES.unauthorized } });
  });
});

describe("budgets", () => {
  it("counts a budget once across both transports", async () => {
    const c = new TestClient(t.app);
    const owner = await creator();
    const campaign = (await owner.post("/api/campaigns", draft({ title: "Reported" }))).body.data as { id: number };
    const ip = { "x-forwarded-for": "10.77.0.1" };
    const statuses: number[] = [];
    // The report budget is 10 an hour per IP: alternating transports must not double it.
    for (let i = 0; i < 12; i++) {
      const input = { session_id: `budget-session-${i}`, reason: "Spam or scam" };
      const res = i % 2 ? await c.post(`/trpc/campaigns.report`, { id: campaign.id, ...input }, ip) : await c.post(`/api/campaigns/${campaign.id}/report`, input, ip);
      statuses.push(res.status);
    }
    expect(
      statuses.slice(0, 10).every((status) => status === 200),
      statuses.join(" "),
    ).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
