import { BROWSE_SEARCH_MAX, SUGGESTIONS_MAX } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../../auth/rate-limits.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

interface Suggestion {
  short_id: string;
  title: string;
}

// Distinct titles in several scripts, a family of near-identical ones, and Twends no list may show.
const TWENDS: Array<{ shortId: string; title: string; views?: number; category?: string; isActive?: boolean; openReporterCount?: number }> = [
  { shortId: "climate", title: "Climate Action Week", views: 40 },
  { shortId: "arbol", title: "Día del Árbol", views: 30 },
  { shortId: "watani", title: "اليوم الوطني السعودي" },
  { shortId: "swachh", title: "स्वच्छ भारत अभियान" },
  { shortId: "jazz", title: "Jazz Night", category: "Music" },
  ...Array.from({ length: 9 }, (_, i) => ({ shortId: `fair-${i}`, title: `Spring Fair ${i}`, views: 100 + i })),
  { shortId: "fair-music", title: "Music Fair", category: "Music" },
  { shortId: "hidden-fair", title: "Spring Fair Reported", views: 10_000, openReporterCount: 99 },
  { shortId: "draft-fair", title: "Spring Fair Draft", views: 10_000, isActive: false },
];

for (const backend of ["pglite", ...(process.env.DATABASE_URL ? ["default" as const] : [])] as const) {
  describe(`GET /api/campaigns/suggestions on ${backend === "pglite" ? "PGlite" : "PostgreSQL"}`, () => {
    let t: TestApp;
    const suggest = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/campaigns/suggestions?${query}` });
      return { status: res.statusCode, body: res.json() as { success: boolean; data: Suggestion[]; error?: string } };
    };
    const ids = async (typed: string, extra = "") => {
      const res = await suggest(`q=${encodeURIComponent(typed)}${extra}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((s) => s.short_id);
    };

    beforeAll(async () => {
      t = await createTestApp({}, {}, backend);
      for (const { shortId, title, views = 0, category = "General", isActive = true, openReporterCount = 0 } of TWENDS) {
        await t.ctx.db.prisma.campaign.create({
          data: { shortId, title, category, isActive, openReporterCount, backgroundImageUrl: `/media/${shortId}.png`, totalViews: views },
        });
      }
    });
    afterAll(() => t.close());

    it.each([
      ["climte", "climate", "a typo"],
      ["dia del arbol", "arbol", "missing accents"],
      ["Clim", "climate", "part of a word"],
      ["الوطني", "watani", "an Arabic word"],
      ["भारत", "swachh", "a Devanagari word"],
    ])("%s suggests %s first (%s)", async (typed, first) => {
      expect((await ids(typed))[0]).toBe(first);
    });

    it("answers each suggestion's short_id and title only, in the documented envelope", async () => {
      const res = await suggest("q=jazz");
      expect(res.body).toEqual({ success: true, data: [{ short_id: "jazz", title: "Jazz Night" }] });
    });

    it(`suggests at most ${SUGGESTIONS_MAX}, best match first then the most viewed, never a hidden or inactive Twend`, async () => {
      const found = await ids("spring fair");
      expect(found).toEqual(["fair-8", "fair-7", "fair-6", "fair-5", "fair-4", "fair-3"]);
      expect(found).toHaveLength(SUGGESTIONS_MAX);
      const all = await ids("fair");
      expect(all).not.toContain("hidden-fair");
      expect(all).not.toContain("draft-fair");
    });

    it("suggests the first cards browse shows for the same search, sorted by trending", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/campaigns/all?search=fai&sort=trending&limit=6" });
      const browse = (res.json() as { data: Suggestion[] }).data.map((c) => c.short_id);
      expect(browse).toHaveLength(SUGGESTIONS_MAX);
      expect(await ids("fai")).toEqual(browse);
    });

    it("keeps to a category when one is chosen", async () => {
      expect(await ids("fair", "&category=Music")).toEqual(["fair-music"]);
    });

    it("answers the same keystrokes from memory until a Twend changes", async () => {
      expect(await ids("night")).toEqual(["jazz"]);
      await t.ctx.db.prisma.campaign.create({ data: { shortId: "night-run", title: "Night Run", backgroundImageUrl: "/media/run.png", totalViews: 1 } });
      expect(await ids("night")).toEqual(["jazz"]);
      // What creating, editing, hiding or deleting a Twend through the API does.
      t.ctx.publicLists.clear();
      expect(await ids("night")).toEqual(["night-run", "jazz"]);
    });

    it("suggests nothing when nothing matches", async () => {
      expect(await ids("zebra")).toEqual([]);
    });

    it("refuses empty, blank and over-long input with a 400 that says why", async () => {
      for (const query of ["", "q=", "q=%20%20"]) {
        expect(await suggest(query)).toEqual({ status: 400, body: { success: false, error: "q: q is required" } });
      }
      const long = await suggest(`q=${"a".repeat(BROWSE_SEARCH_MAX + 1)}`);
      expect(long).toEqual({ status: 400, body: { success: false, error: `q: q must be at most ${BROWSE_SEARCH_MAX} characters` } });
    });

    it("takes a client's budget of suggestions, then answers 429 while another client is still answered", async () => {
      const from = (address: string) => ({ "x-forwarded-for": address });
      const ask = (address: string, i: number) => t.app.inject({ method: "GET", url: `/api/campaigns/suggestions?q=fair${i}`, headers: from(address) });
      for (let i = 0; i < AUTH_RATE_LIMITS.campaignSuggest.ip.max; i += 1) expect((await ask("10.62.0.1", i)).statusCode).toBe(200);
      const over = await ask("10.62.0.1", -1);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect((await ask("10.62.0.2", 0)).statusCode).toBe(200);
    });
  });
}
