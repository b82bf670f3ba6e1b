import { SEARCH_MATCHES_MAX } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

interface Page {
  data: Array<{ short_id: string; total_views: number }>;
  total: number | null;
  total_capped: boolean;
  next_cursor: string | null;
}

// One Twend per language Twend speaks, in each script it writes, and a few that share words.
const TWENDS: Array<[shortId: string, title: string, description: string | null]> = [
  ["climate", "Climate Action Week", "Plant a tree, save the planet"],
  ["merdeka", "Hari Kemerdekaan Indonesia", null],
  ["derma", "Kempen Derma Darah", "Selamatkan nyawa"],
  ["arbol", "Día del Árbol", "Plantemos juntos"],
  ["junina", "Festa Junina São João", null],
  ["musique", "Fête de la Musique", null],
  ["watani", "اليوم الوطني السعودي", null],
  ["swachh", "स्वच्छ भारत अभियान", null],
  ["ogretmen", "Öğretmenler Günü", null],
  ["azadi", "یوم آزادی پاکستان", null],
  ["jazz", "Jazz Night", null],
  ["earth", "Earth Hour", "Lights off for one hour"],
  ["rallies", "Student Rallies", null],
  ["books", "Book Fair", "Read more"],
];

// What a visitor types, and the Twend it must bring first.
const SEARCHES: Array<[typed: string, first: string, why: string]> = [
  ["climte", "climate", "a missing letter"],
  ["CLIMATE action", "climate", "another case"],
  ["kemerdekan", "merdeka", "Indonesian with a missing letter"],
  ["merdeka", "merdeka", "Indonesian, part of a word"],
  ["derma darh", "derma", "Malay with a missing letter"],
  ["dia del arbol", "arbol", "Spanish without accents"],
  ["ÁRBOL", "arbol", "Spanish in capitals"],
  ["sao joao", "junina", "Portuguese without accents"],
  ["fete de la musiqe", "musique", "French without accents and with a typo"],
  ["الوطني", "watani", "Arabic, one word"],
  ["السعودى", "watani", "Arabic with a letter written another way"],
  ["भारत", "swachh", "Devanagari, one word"],
  ["स्वच्छ भारत", "swachh", "Devanagari, two words"],
  ["ogretmenler gunu", "ogretmen", "Turkish without accents"],
  ["gunu", "ogretmen", "Turkish, one word without accents"],
  ["پاکستن", "azadi", "Urdu with a missing letter"],
  ["آزادی", "azadi", "Urdu, one word"],
  ["jaz", "jazz", "a word typed partly"],
  ["Earht", "earth", "two letters swapped"],
  ["rally", "rallies", "the singular of a plural"],
  ["planet", "climate", "a word of the description"],
];

for (const backend of ["pglite", ...(process.env.DATABASE_URL ? ["default" as const] : [])] as const) {
  describe(`browse search on ${backend === "pglite" ? "PGlite" : "PostgreSQL"}`, () => {
    let t: TestApp;
    const browse = async (query: string): Promise<Page> => {
      const res = await t.app.inject({ method: "GET", url: `/api/campaigns/all?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = (page: Page) => page.data.map((c) => c.short_id);

    beforeAll(async () => {
      t = await createTestApp({}, {}, backend);
      for (const [i, [shortId, title, description]] of TWENDS.entries()) {
        await t.ctx.db.prisma.campaign.create({ data: { shortId, title, description, backgroundImageUrl: `/media/${shortId}.png`, totalViews: i } });
      }
    });
    afterAll(() => t.close());

    it.each(SEARCHES)("%s finds %s first (%s)", async (typed, first) => {
      const page = await browse(`search=${encodeURIComponent(typed)}`);
      expect(ids(page)[0]).toBe(first);
      expect(page.total).toBe(page.data.length);
      expect(page.total_capped).toBe(false);
    });

    it("finds nothing for a word no Twend is near", async () => {
      expect(ids(await browse("search=zebra"))).toEqual([]);
      expect(ids(await browse(`search=${encodeURIComponent("क्रिकेट")}`))).toEqual([]);
    });

    it("ranks a title holding the word above a title spelt near it, and leaves unrelated titles out", async () => {
      const found = ids(await browse("search=book&sort=popular"));
      expect(found[0]).toBe("books");
      expect(found).not.toContain("watani");
      expect(found).not.toContain("climate");
    });

    it("orders equally relevant matches by the chosen sort", async () => {
      for (let i = 0; i < 5; i++) {
        await t.ctx.db.prisma.campaign.create({
          data: {
            shortId: `fair-${i}`,
            title: `Spring Fair ${i}`,
            backgroundImageUrl: "/media/fair.png",
            totalViews: 100 + i,
            createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          },
        });
      }
      const popular = ids(await browse("search=spring%20fair&sort=popular"));
      expect(popular.slice(0, 5)).toEqual(["fair-4", "fair-3", "fair-2", "fair-1", "fair-0"]);
    });

    it("pages through a search with every match once, in the order of one long page", async () => {
      for (const sort of ["newest", "popular"] as const) {
        const all = await browse(`search=fair&sort=${sort}&limit=50`);
        expect(all.data.length).toBeGreaterThan(5);
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Page = await browse(`search=fair&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
          seen.push(...ids(page));
          cursor = page.next_cursor;
        } while (cursor);
        expect(seen).toEqual(ids(all));
        expect(new Set(seen).size).toBe(seen.length);
      }
    });

    it("refuses a search's cursor without the search, and a plain cursor with one", async () => {
      const searched = await browse("search=fair&limit=1");
      const plain = await browse("limit=1");
      expect((await t.app.inject({ method: "GET", url: `/api/campaigns/all?cursor=${searched.next_cursor}` })).statusCode).toBe(400);
      expect((await t.app.inject({ method: "GET", url: `/api/campaigns/all?search=fair&cursor=${plain.next_cursor}` })).statusCode).toBe(400);
    });

    it("filters a search through the folded title and description indexes", async () => {
      const plan = await t.ctx.db.prisma.$transaction([
        t.ctx.db.prisma.$executeRaw`SET LOCAL enable_seqscan = off`,
        t.ctx.db.prisma.$queryRaw<Array<{ "QUERY PLAN": string }>>`EXPLAIN SELECT id FROM campaigns c
          WHERE c.title_folded LIKE twend_fold(${"%jaz%"}) OR twend_fold(${"jaz"}) <% c.title_folded
             OR c.description_folded LIKE twend_fold(${"%jaz%"}) OR twend_fold(${"jaz"}) <% c.description_folded`,
      ]);
      const text = plan[1].map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toContain("campaigns_category_title_folded_trgm_idx");
      expect(text).toContain("campaigns_category_description_folded_trgm_idx");
    });

    it("ranks and counts at most SEARCH_MATCHES_MAX matches of a broad search, the same ones on every page", async () => {
      const matches = SEARCH_MATCHES_MAX + 40;
      await t.ctx.db.prisma.$executeRaw`
        INSERT INTO campaigns (short_id, title, background_image_url, total_views, created_at, updated_at)
        SELECT 'parade-' || i, 'Lantern Parade ' || i, '/media/parade.png', (i * 7919) % 1000, now(), now() FROM generate_series(1, ${matches}) AS i`;
      const first = await browse("search=parade&sort=popular&limit=60");
      expect(first).toMatchObject({ total: SEARCH_MATCHES_MAX, total_capped: true });
      const seen = ids(first);
      let cursor = first.next_cursor;
      while (cursor) {
        const page: Page = await browse(`search=parade&sort=popular&limit=60&cursor=${cursor}`);
        expect(page.total).toBeNull();
        seen.push(...ids(page));
        cursor = page.next_cursor;
      }
      expect(seen).toHaveLength(SEARCH_MATCHES_MAX);
      expect(new Set(seen).size).toBe(SEARCH_MATCHES_MAX);
      expect(seen.every((id) => id.startsWith("parade-"))).toBe(true);
      // Within what it ranks, the chosen sort still holds.
      expect(first.data.map((c) => c.total_views)).toEqual(first.data.map((c) => c.total_views).toSorted((a, b) => b - a));

      // Every one of them is spelt near 'parade 539', the last one written: the one containing it is still ranked, first.
      expect(ids(await browse("search=parade%20539&limit=60"))[0]).toBe("parade-539");
      const suggested = await t.app.inject({ method: "GET", url: "/api/campaigns/suggestions?q=parade" });
      expect(suggested.statusCode).toBe(200);
      expect(suggested.json().data.length).toBeGreaterThan(0);
    });
  });
}
