import { LIMITS } from "@twend/shared";
import { startS3TestServer, type S3TestServer } from "@twend/media/testing/s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createSampleCampaign } from "../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// What the privacy page promises about what a visitor sends: the photo and name of a server
// render are deleted with the rendered picture once RENDER_TTL_HOURS pass, and a share page's
// picture once its link expires. Time passes for the stored rows (every timestamp moved back by
// the same span; the process's clock stays true, as S3 refuses requests signed at a skewed time),
// the recurring sweep runs as it would then, and the bytes must be gone from the store itself.

const HOUR = 60 * 60 * 1000;
const RENDER_TTL_HOURS = 6;

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

describe.each([
  ["on local disk", () => ({})],
  ["in S3 (s3rver)", () => s3.env],
])("a visitor's photo, render and share page with media %s", (_, env) => {
  let t: TestApp;
  let campaignId: number;
  let dpUrl: string;
  let photoUrl: string;

  beforeAll(async () => {
    t = await createTestApp({}, { ...env(), RENDER_TTL_HOURS: String(RENDER_TTL_HOURS) });
    const creator = new TestClient(t.app);
    await creator.post("/api/auth/register", { email: "keeper@example.com", password: "correct horse battery", firstName: "K", lastName: "P" });
    ({ id: campaignId, dpUrl } = await createSampleCampaign(t, creator, { title: "Kept No Longer" }));
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 30, b: 90 } } })
      .jpeg()
      .toBuffer();
    photoUrl = `data:image/jpeg;base64,${photo.toString("base64")}`;
  });
  afterAll(() => t?.close());

  /** The recurring sweep, run as its schedule would run it at the clock's time. */
  const sweep = async () => {
    await t.ctx.jobs.enqueue("dp.sweep", {});
    await t.ctx.jobs.idle();
  };
  const stored = (hash: string) => t.ctx.media.exists(hash);
  /** Every stored render, share page and file as it will be `ms` from now. */
  const elapse = async (ms: number) => {
    const span = `${ms} milliseconds`;
    const prisma = t.ctx.db.prisma;
    await prisma.$executeRaw`UPDATE dp_renders SET created_at = created_at - ${span}::interval, expires_at = expires_at - ${span}::interval`;
    await prisma.$executeRaw`UPDATE shared_dps SET created_at = created_at - ${span}::interval, expires_at = expires_at - ${span}::interval`;
    await prisma.$executeRaw`UPDATE media_objects SET created_at = created_at - ${span}::interval`;
  };

  it("deletes the photo and the render when RENDER_TTL_HOURS pass, and the share page's picture when its link expires", async () => {
    const visitor = new TestClient(t.app);
    const generated = await visitor.post("/api/generate-dp", { campaign_id: campaignId, user_name: "Ada", photo_url: photoUrl, session_id: "retained-0001" });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const renderId = (generated.body.data as { render_id: string }).render_id;
    await t.ctx.jobs.idle();
    const render = await t.ctx.db.prisma.dpRender.findUniqueOrThrow({ where: { id: renderId } });
    expect(render.status).toBe("done");
    const resultHash = render.resultHash ?? "";
    const shared = await visitor.post("/api/shared-dps", { campaign_id: campaignId, image: dpUrl, name: "Ada", session_id: "retained-0001" });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const shareId = (shared.body.data as { id: string }).id;
    const shareHash = (await t.ctx.db.prisma.sharedDp.findUniqueOrThrow({ where: { id: shareId } })).mediaHash;
    expect([await stored(render.photoHash), await stored(resultHash), await stored(shareHash)]).toEqual([true, true, true]);

    // Within the render's lifetime nothing goes.
    await elapse((RENDER_TTL_HOURS - 1) * HOUR);
    await sweep();
    expect(await stored(render.photoHash)).toBe(true);
    expect((await visitor.get(`/api/dp-renders/${renderId}`)).status).toBe(200);

    await elapse(HOUR + 60_000);
    await sweep();
    expect(await t.ctx.db.prisma.dpRender.findUnique({ where: { id: renderId } })).toBeNull();
    expect(await stored(render.photoHash)).toBe(false);
    expect(await stored(resultHash)).toBe(false);
    expect(await t.ctx.db.prisma.mediaObject.count({ where: { hash: { in: [render.photoHash, resultHash] } } })).toBe(0);
    expect((await visitor.get(`/api/dp-renders/${renderId}`)).status).toBe(404);
    // The share page lives on for its own lifetime.
    expect(await stored(shareHash)).toBe(true);
    expect((await visitor.get(`/api/shared-dps/${shareId}`)).status).toBe(200);

    await elapse(LIMITS.sharedDpDays * 24 * HOUR - RENDER_TTL_HOURS * HOUR);
    await sweep();
    expect(await stored(shareHash)).toBe(false);
    expect(await t.ctx.db.prisma.mediaObject.count({ where: { hash: shareHash } })).toBe(0);
    expect((await visitor.get(`/api/shared-dps/${shareId}`)).status).toBe(404);
  });

  it("keeps a file another row still uses: a background that is also someone's photo stays with its Twend", async () => {
    const background = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { backgroundHash: true } });
    const backgroundHash = background.backgroundHash ?? "";
    const backgroundPng = await t.ctx.media.read(backgroundHash);
    expect(backgroundPng).not.toBeNull();
    const visitor = new TestClient(t.app);
    const generated = await visitor.post("/api/generate-dp", {
      campaign_id: campaignId,
      user_name: "Ada",
      photo_url: `data:image/png;base64,${(backgroundPng ?? Buffer.alloc(0)).toString("base64")}`,
      session_id: "retained-0002",
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    await t.ctx.jobs.idle();

    await elapse(RENDER_TTL_HOURS * HOUR + 60_000);
    await sweep();
    expect(await t.ctx.db.prisma.dpRender.count({ where: { photoHash: backgroundHash } })).toBe(0);
    expect(await stored(backgroundHash)).toBe(true);
  });
});
