import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, signedUpCreator } from "../../testing/http-client.ts";
import { solidPngDataUrl } from "../../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let background: string;

beforeAll(async () => {
  t = await createTestApp();
  background = await solidPngDataUrl(300, 300, { r: 30, g: 90, b: 160 });
});
afterAll(() => t.close());

const creator = () => signedUpCreator(t.app, "framer");

const draft = (overrides: Record<string, unknown> = {}) => ({ title: "Frame Day", background_image_url: background, category: "Movement", ...overrides });

type Created = { id: number; short_id: string };

/** A tRPC call's answer as { status, data | message }. */
async function trpc(c: TestClient, procedure: string, input?: unknown) {
  const res = input === undefined ? await c.get(`/trpc/${procedure}`) : await c.post(`/trpc/${procedure}`, input);
  const body = res.body as { result?: { data: unknown }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, message: body.error?.message };
}

async function publicRead(shortId: string) {
  const rest = await new TestClient(t.app).get(`/api/campaigns/${shortId}`);
  const input = encodeURIComponent(JSON.stringify({ shortId }));
  const viaTrpc = await trpc(new TestClient(t.app), `campaigns.byShortId?input=${input}`);
  return { rest: (rest.body.data as { frame_mode?: unknown }).frame_mode, trpc: (viaTrpc.data as { frame_mode?: unknown }).frame_mode };
}

async function ownerRead(c: TestClient, id: number) {
  const rest = (await c.get("/api/user/campaigns")).body.data as Array<{ id: number; frame_mode: unknown }>;
  const viaTrpc = (await trpc(c, "studio.list")).data as Array<{ id: number; frame_mode: unknown }>;
  return { rest: rest.find((row) => row.id === id)?.frame_mode, trpc: viaTrpc.find((row) => row.id === id)?.frame_mode };
}

describe("frame_mode", () => {
  it("defaults to slot when a Twend is created without it, in the row and every read", async () => {
    const c = await creator();
    const created = (await c.post("/api/campaigns", draft())).body.data as Created;
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: created.id } })).frameMode).toBe("slot");
    expect(await publicRead(created.short_id)).toEqual({ rest: "slot", trpc: "slot" });
    expect(await ownerRead(c, created.id)).toEqual({ rest: "slot", trpc: "slot" });
  });

  it("round-trips overlay through create and update over REST and tRPC", async () => {
    const c = await creator();
    const viaRest = await c.post("/api/campaigns", draft({ title: "Overlay via REST", frame_mode: "overlay" }));
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(200);
    const restCampaign = viaRest.body.data as Created;
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: restCampaign.id } })).frameMode).toBe("overlay");
    expect(await publicRead(restCampaign.short_id)).toEqual({ rest: "overlay", trpc: "overlay" });
    expect(await ownerRead(c, restCampaign.id)).toEqual({ rest: "overlay", trpc: "overlay" });

    const viaTrpc = await trpc(c, "studio.create", draft({ title: "Overlay via tRPC", frame_mode: "overlay" }));
    expect(viaTrpc.status, viaTrpc.message).toBe(200);
    const trpcCampaign = viaTrpc.data as Created;
    expect(await publicRead(trpcCampaign.short_id)).toEqual({ rest: "overlay", trpc: "overlay" });

    // Back to slot through each transport; the update's answer carries it, and so does the next (cached) read.
    const restUpdate = await c.request("PUT", `/api/campaigns/${restCampaign.id}`, { frame_mode: "slot" });
    expect(restUpdate.status).toBe(200);
    expect(restUpdate.body.data).toMatchObject({ id: restCampaign.id, frame_mode: "slot" });
    expect(await publicRead(restCampaign.short_id)).toEqual({ rest: "slot", trpc: "slot" });

    const trpcUpdate = await trpc(c, "studio.update", { id: trpcCampaign.id, frame_mode: "slot" });
    expect(trpcUpdate).toMatchObject({ status: 200, data: { id: trpcCampaign.id, frame_mode: "slot" } });
    expect(await ownerRead(c, trpcCampaign.id)).toEqual({ rest: "slot", trpc: "slot" });

    // An update that leaves frame_mode out keeps it.
    await c.request("PUT", `/api/campaigns/${restCampaign.id}`, { frame_mode: "overlay" });
    expect((await c.request("PUT", `/api/campaigns/${restCampaign.id}`, { title: "Renamed overlay" })).body.data).toMatchObject({ frame_mode: "overlay" });
  });

  it("refuses an unknown mode with 400 and the same message through both transports", async () => {
    const c = await creator();
    const message = "frame_mode: frame_mode must be one of: slot, overlay";
    expect(await c.post("/api/campaigns", draft({ frame_mode: "underlay" }))).toMatchObject({ status: 400, body: { success: false, error: message } });
    expect(await trpc(c, "studio.create", draft({ frame_mode: "underlay" }))).toMatchObject({ status: 400, message });

    const created = (await c.post("/api/campaigns", draft())).body.data as Created;
    expect(await c.request("PUT", `/api/campaigns/${created.id}`, { frame_mode: 1 })).toMatchObject({ status: 400, body: { success: false, error: message } });
    expect(await trpc(c, "studio.update", { id: created.id, frame_mode: "OVERLAY" })).toMatchObject({ status: 400, message });
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: created.id } })).frameMode).toBe("slot");
  });
});
