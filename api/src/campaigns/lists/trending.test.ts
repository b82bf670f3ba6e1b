import { TRENDING_RULE } from "@twend/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
const HOUR = 3_600_000;

async function campaign(shortId: string, data: { views?: number; flagged?: boolean; active?: boolean } = {}) {
  return t.ctx.db.prisma.campaign.create({
    data: {
      shortId,
      title: shortId,
      category: "Social",
      backgroundImageUrl: `/media/${shortId}.png`,
      totalViews: data.views ?? 0,
      isTrending: data.flagged ?? false,
      isActive: data.active ?? true,
      createdAt: new Date(Date.now() - 30 * 24 * HOUR),
    },
  });
}

async function activity(campaignId: number, type: "view" | "generation" | "download" | "share", count: number, hoursAgo: number) {
  await t.ctx.db.prisma.action.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      campaignId,
      type,
      sessionId: `s-${campaignId}-${type}-${hoursAgo}-${i}`,
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
    })),
  });
}

async function trending(): Promise<string[]> {
  await t.ctx.jobs.enqueue("campaign.trending", {});
  await t.ctx.jobs.idle();
  // Visitors share the list for a few seconds; these checks read it right after rescoring.
  t.ctx.publicLists.clear();
  const res = await t.app.inject({ method: "GET", url: "/api/campaigns/trending?limit=10" });
  return (res.json().data as { short_id: string }[]).map((c) => c.short_id);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the trending rule", () => {
  it("lets a new viral Twend rise above an old giant, keeps admin picks on top, and hides inactive ones", async () => {
    await campaign("old-giant", { views: 1_000_000 });
    const viral = await campaign("new-viral", { views: 120 });
    await campaign("admin-pick", { flagged: true });
    await campaign("quiet", { views: 40 });
    const hidden = await campaign("hidden-hot", { active: false });
    await activity(viral.id, "view", 100, 2);
    await activity(viral.id, "share", 5, 1);
    await activity(hidden.id, "view", 500, 1);
    expect(await trending()).toEqual(["admin-pick", "new-viral", "old-giant", "quiet"]);
  });

  it("weighs today's activity over last week's, and a share over a view", async () => {
    const lastWeek = await campaign("last-week");
    const today = await campaign("today");
    await activity(lastWeek.id, "view", 60, 6 * 24);
    await activity(today.id, "view", 10, 1);
    const sharer = await campaign("sharer");
    const viewer = await campaign("viewer");
    await activity(sharer.id, "share", 10, 3);
    await activity(viewer.id, "view", 30, 3);
    const order = await trending();
    expect(order.indexOf("today")).toBeLessThan(order.indexOf("last-week"));
    expect(order.indexOf("sharer")).toBeLessThan(order.indexOf("viewer"));
  });

  it("forgets activity older than the window", async () => {
    const stale = await campaign("stale");
    await activity(stale.id, "share", 1000, (TRENDING_RULE.windowDays + 1) * 24);
    await trending();
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: stale.id } });
    expect(row.trendingScore).toBe(0);
  });
});

describe("the shared home lists", () => {
  it("serve every visitor the same answer for a few seconds, until cleared", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/campaigns/recent?limit=3" });
    await campaign("behind-the-back");
    const cached = await t.app.inject({ method: "GET", url: "/api/campaigns/recent?limit=3" });
    expect(cached.json()).toEqual(first.json());
    t.ctx.publicLists.clear();
    const fresh = await t.app.inject({ method: "GET", url: "/api/campaigns/recent?limit=3" });
    expect((fresh.json().data as { short_id: string }[])[0]?.short_id).toBe("behind-the-back");
  });
});
