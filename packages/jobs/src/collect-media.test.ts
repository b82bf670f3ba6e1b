import { mediaLinks, saveImage } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import { describe, expect, it } from "vitest";
import { createInProcessQueue } from "./queue/in-process-queue.ts";
import { useJobTestEnv } from "./testing/job-test-env.ts";

const env = useJobTestEnv();

const silent = { error: () => undefined };
const image = (r: number) => solidImage(20, 20, { r, g: 10, b: 10 }, "png");

describe("env.media.collect job", () => {
  it("deletes old media nothing refers to, and keeps what Twends use and what is fresh", async () => {
    const used = await saveImage(env.db.prisma, env.media, await image(1));
    const orphan = await saveImage(env.db.prisma, env.media, await image(2));
    const fresh = await saveImage(env.db.prisma, env.media, await image(3));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await env.db.prisma.mediaObject.updateMany({ where: { hash: { in: [used.hash, orphan.hash] } }, data: { createdAt: old } });
    await env.db.prisma.campaign.create({ data: { shortId: "keeps-media", title: "T", backgroundImageUrl: used.path, backgroundHash: used.hash } });

    const queue = createInProcessQueue(env.handlers(), silent);
    await queue.enqueue("media.collect", {});
    await queue.idle();
    expect(await queue.counts()).toMatchObject({ completed: 1, failed: 0 });

    const left = (await env.db.prisma.mediaObject.findMany({ select: { hash: true } })).map((m) => m.hash).sort();
    expect(left).toEqual([used.hash, fresh.hash].sort());
    expect(await env.media.exists(orphan.hash, "png")).toBe(false);
    expect(await env.media.exists(used.hash, "png")).toBe(true);
    expect(await env.media.exists(fresh.hash, "png")).toBe(true);
    await queue.close();
  });

  it("keeps a batch's photos and DPs until the batch is deleted", async () => {
    const photo = await saveImage(env.db.prisma, env.media, await image(7));
    const dp = await saveImage(env.db.prisma, env.media, await image(8));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await env.db.prisma.mediaObject.updateMany({ where: { hash: { in: [photo.hash, dp.hash] } }, data: { createdAt: old } });
    const campaign = await env.db.prisma.campaign.create({ data: { shortId: "batch-media", title: "T", backgroundImageUrl: "/x.png" } });
    const owner = await env.db.prisma.user.create({ data: { email: "batch-media@example.com" } });
    const batch = await env.db.prisma.dpBatch.create({
      data: {
        campaignId: campaign.id,
        ownerId: owner.id,
        total: 1,
        expiresAt: new Date(Date.now() + 60_000),
        rows: { create: { row: 2, name: "Ada", fileName: "Ada.png", photoHash: photo.hash, resultHash: dp.hash, status: "done" } },
      },
    });
    const collect = async () => {
      const queue = createInProcessQueue(env.handlers(), silent);
      await queue.enqueue("media.collect", {});
      await queue.close();
    };
    await collect();
    expect(await env.media.exists(photo.hash, "png")).toBe(true);
    expect(await env.media.exists(dp.hash, "png")).toBe(true);

    await env.db.prisma.dpBatch.delete({ where: { id: batch.id } });
    await collect();
    expect(await env.media.exists(photo.hash, "png")).toBe(false);
    expect(await env.media.exists(dp.hash, "png")).toBe(false);
  });

  it("keeps a blog post's featured image stored as media", async () => {
    const cover = await saveImage(env.db.prisma, env.media, await image(5));
    const copied = await saveImage(env.db.prisma, env.media, await image(6));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await env.db.prisma.mediaObject.updateMany({ where: { hash: { in: [cover.hash, copied.hash] } }, data: { createdAt: old } });
    await env.db.prisma.blogPost.create({
      data: { slug: "covered", title: "Covered", content: "<p>x</p>", authorName: "Twend Team", category: "News", featuredImageUrl: cover.path },
    });
    // An admin may paste the address a page showed, at the media's public base.
    await env.db.prisma.blogPost.create({
      data: {
        slug: "copied",
        title: "Copied",
        content: "<p>x</p>",
        authorName: "Twend Team",
        category: "News",
        featuredImageUrl: mediaLinks("https://media.example.org").url(copied.hash, "png"),
      },
    });

    const queue = createInProcessQueue(env.handlers(), silent);
    await queue.enqueue("media.collect", {});
    await queue.idle();
    await queue.close();
    expect(await env.db.prisma.mediaObject.count({ where: { hash: { in: [cover.hash, copied.hash] } } })).toBe(2);
    expect(await env.media.exists(cover.hash, "png")).toBe(true);
    expect(await env.media.exists(copied.hash, "png")).toBe(true);

    await env.db.prisma.blogPost.deleteMany({ where: { slug: { in: ["covered", "copied"] } } });
    const again = createInProcessQueue(env.handlers(), silent);
    await again.enqueue("media.collect", {});
    await again.idle();
    await again.close();
    expect(await env.media.exists(cover.hash, "png")).toBe(false);
    expect(await env.media.exists(copied.hash, "png")).toBe(false);
  });

  it("keeps a background's preview copies while the background is kept, and deletes them after it", async () => {
    const background = await saveImage(env.db.prisma, env.media, await solidImage(700, 500, { r: 6, g: 10, b: 10 }, "png"));
    const campaign = await env.db.prisma.campaign.create({
      data: { shortId: "has-copies", title: "T", backgroundImageUrl: background.path, backgroundHash: background.hash },
    });
    const queue = createInProcessQueue(env.handlers(), silent);
    await queue.enqueue("media.variants", { hash: background.hash });
    await queue.idle();
    const copies = (await env.db.prisma.backgroundVariant.findMany({ where: { sourceHash: background.hash } })).map((v) => v.mediaHash);
    expect(copies).toHaveLength(4);

    const collect = async () => {
      const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await env.db.prisma.mediaObject.updateMany({ where: { hash: { in: [background.hash, ...copies] } }, data: { createdAt: old } });
      await queue.enqueue("media.collect", {});
      await queue.idle();
    };
    await collect();
    expect(await env.db.prisma.mediaObject.count({ where: { hash: { in: copies } } })).toBe(4);
    for (const hash of copies) expect(await env.media.exists(hash, "webp")).toBe(true);

    await env.db.prisma.campaign.delete({ where: { id: campaign.id } });
    await collect();
    expect(await env.db.prisma.backgroundVariant.count({ where: { sourceHash: background.hash } })).toBe(0);
    await collect();
    expect(await env.db.prisma.mediaObject.count({ where: { hash: { in: [background.hash, ...copies] } } })).toBe(0);
    for (const hash of copies) expect(await env.media.exists(hash, "webp")).toBe(false);
    await queue.close();
  });

  it("runs on a schedule", async () => {
    const orphan = await saveImage(env.db.prisma, env.media, await image(4));
    const queue = createInProcessQueue(env.handlers(), silent);
    await queue.repeat("media.collect", { graceMs: 0 }, 20);
    const deadline = Date.now() + 5000;
    while ((await env.db.prisma.mediaObject.count({ where: { hash: orphan.hash } })) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await queue.close();
    expect(await env.db.prisma.mediaObject.count({ where: { hash: orphan.hash } })).toBe(0);
  });
});
