import { randomBytes } from "node:crypto";
import { saveImage } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createRenderPool, type RenderPool } from "./render/render-pool.ts";
import { useJobTestEnv } from "./testing/job-test-env.ts";
import { createPreviewCards } from "./preview-cards.ts";
import { renderPreviewJob } from "./render-preview.ts";

const env = useJobTestEnv();
const pool = createRenderPool({ size: 1 });
afterAll(() => pool.close());

/** The real pool, counting the drawings asked of it. */
const drawings = { count: 0 };
const countingPool: RenderPool = {
  render(task) {
    drawings.count += 1;
    return pool.render(task);
  },
  get processesStarted() {
    return pool.processesStarted;
  },
  close: () => pool.close(),
};

const cards = () => createPreviewCards({ prisma: env.db.prisma, media: env.media, host: "twend.test", renderPool: countingPool });

async function seedCampaign(title: string) {
  const background = await saveImage(env.db.prisma, env.media, await solidImage(600, 600, { r: 200, g: 50, b: 50 }, "png"));
  const { id } = await env.db.prisma.campaign.create({
    data: { shortId: `p${randomBytes(4).toString("hex")}`, title, backgroundImageUrl: background.path, backgroundHash: background.hash },
  });
  return () => env.db.prisma.campaign.findUniqueOrThrow({ where: { id }, include: { background: true } });
}

describe("link-preview cards", () => {
  it("have a version that follows what the card shows, and not the Twend's counters", async () => {
    const previewCards = cards();
    const load = await seedCampaign("Versioned");
    const first = await load();
    const version = previewCards.version(first);
    expect(version).toMatch(/^[a-f0-9]{16}$/);
    await env.db.prisma.campaign.update({ where: { id: first.id }, data: { totalViews: { increment: 5 }, totalDownloads: 3 } });
    expect(previewCards.version(await load())).toBe(version);
    await env.db.prisma.campaign.update({ where: { id: first.id }, data: { title: "Versioned again" } });
    expect(previewCards.version(await load())).not.toBe(version);
    await env.db.prisma.campaign.update({ where: { id: first.id }, data: { title: "Versioned", textColor: "#000000" } });
    const recoloured = previewCards.version(await load());
    expect(recoloured).not.toBe(version);
    // The frame mode changes what the card shows (a sample photo under the whole frame), so it is part of the version.
    await env.db.prisma.campaign.update({ where: { id: first.id }, data: { frameMode: "overlay" } });
    expect(previewCards.version(await load())).not.toBe(recoloured);
  });

  it("draw once for callers asking at the same time, record the card, and the job then draws nothing", async () => {
    const previewCards = cards();
    const load = await seedCampaign("Drawn once");
    const campaign = await load();
    expect(await previewCards.stored(campaign)).toBeNull();
    drawings.count = 0;
    const drawn = await Promise.all([previewCards.draw(campaign), previewCards.current(campaign), previewCards.draw(campaign)]);
    expect(drawings.count).toBe(1);
    expect(new Set(drawn.map((card) => card?.hash)).size).toBe(1);
    const meta = await sharp(drawn[0]?.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);

    const recorded = await load();
    expect([recorded.previewHash, recorded.previewVersion]).toEqual([drawn[0]?.hash, previewCards.version(recorded)]);
    expect((await previewCards.stored(recorded))?.bytes.equals(drawn[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(await renderPreviewJob({ prisma: env.db.prisma, previewCards }, { campaignId: recorded.id })).toEqual({ hash: recorded.previewHash });
    expect(drawings.count).toBe(1);
  });

  it("treat a card drawn for an earlier version as missing", async () => {
    const previewCards = cards();
    const load = await seedCampaign("Before");
    const before = await previewCards.current(await load());
    const { id } = await load();
    await env.db.prisma.campaign.update({ where: { id }, data: { title: "After" } });
    expect(await previewCards.stored(await load())).toBeNull();
    const after = await renderPreviewJob({ prisma: env.db.prisma, previewCards }, { campaignId: id });
    expect(after?.hash).not.toBe(before?.hash);
    expect((await load()).previewHash).toBe(after?.hash);
  });
});
