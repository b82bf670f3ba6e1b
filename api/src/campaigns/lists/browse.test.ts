import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
const base = Date.UTC(2026, 0, 1);

interface Card {
  short_id: string;
  title: string;
  category: string;
  total_views: number;
  total_downloads: number;
  created_at: string;
}
interface Page {
  success: boolean;
  data: Card[];
  total: number | null;
  next_cursor: string | null;
}

async function add(shortId: string, title: string, category: string, views: number, minute: number, active = true) {
  await t.ctx.db.prisma.campaign.create({
    data: { shortId, title, category, backgroundImageUrl: `/media/${shortId}.png`, totalViews: views, isActive: active, createdAt: new Date(base + minute * 60_000) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await add("rivers", "Clean Rivers Day", "Environment", 50, 1);
  await add("marathon", "City Marathon 2026", "Sports", 900, 2);
  await add("vote", "Go Vote!", "Politics", 300, 3);
  await add("green-week", "Green Week", "Environment", 300, 4);
  await add("percent", "100% Renewable", "Environment", 5, 5);
  await add("secret", "Clean Streets (draft)", "Environment", 10_000, 6, false);
});
afterAll(() => t.close());

const browse = async (query: string): Promise<{ status: number; body: Page }> => {
  const res = await t.app.inject({ method: "GET", url: `/api/campaigns/all?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const ids = (page: Page) => page.data.map((c) => c.short_id);

describe("GET /api/campaigns/all: sorting", () => {
  it("newest first by default, by creation time", async () => {
    const { status, body } = await browse("");
    expect(status).toBe(200);
    expect(ids(body)).toEqual(["percent", "green-week", "vote", "marathon", "rivers"]);
    expect(body.total).toBe(5);
  });

  it("most popular and most trending order by views, the newer Twend first on a tie", async () => {
    for (const sort of ["popular", "trending"]) {
      expect(ids((await browse(`sort=${sort}`)).body)).toEqual(["marathon", "green-week", "vote", "rivers", "percent"]);
    }
  });

  it("refuses an unknown sort with a 400 naming the choices", async () => {
    const { status, body } = await browse("sort=random");
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: "sort: sort must be one of: trending, newest, popular" });
  });
});

describe("GET /api/campaigns/all: search and category", () => {
  it("finds a substring of the title, whatever its case", async () => {
    expect(ids((await browse("search=MARATH")).body)).toEqual(["marathon"]);
    expect(ids((await browse("search=clean%20river")).body)).toEqual(["rivers"]);
  });

  it("finds by category, and never shows inactive Twends", async () => {
    const { body } = await browse("search=environ&sort=popular");
    expect(ids(body)).toEqual(["green-week", "rivers", "percent"]);
    expect(body.total).toBe(3);
  });

  it("takes % and _ in a search literally", async () => {
    expect(ids((await browse("search=100%25")).body)).toEqual(["percent"]);
    expect(ids((await browse("search=_")).body)).toEqual([]);
  });

  it("filters by category, combined with search and sort", async () => {
    expect(ids((await browse("category=Environment&sort=newest")).body)).toEqual(["percent", "green-week", "rivers"]);
    const { body } = await browse("category=Environment&search=green");
    expect(ids(body)).toEqual(["green-week"]);
    expect(body.total).toBe(1);
  });
});

describe("GET /api/campaigns/all: pages", () => {
  it("walks every sort page by page with no card twice and none missing, while new Twends keep arriving", async () => {
    for (const sort of ["newest", "popular"] as const) {
      // The Twends before were added straight into the database, which leaves the pages kept in memory as they were.
      t.ctx.publicLists.clear();
      const expected = ids((await browse(`sort=${sort}`)).body);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const { status, body }: { status: number; body: Page } = await browse(`sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(status).toBe(200);
        if (pages > 0) expect(body.total).toBeNull();
        seen.push(...ids(body));
        cursor = body.next_cursor;
        pages += 1;
        // A creator publishes between two page loads: newest, and with as many views as the top Twend.
        await add(`new-${sort}-${pages}`, `Brand new ${pages}`, "Sports", 900, 100 + pages + (sort === "popular" ? 50 : 0));
      } while (cursor);
      expect(pages).toBe(Math.ceil(expected.length / 2));
      expect(seen).toEqual(expected);
    }
  });

  it("refuses a forged cursor or one from another sort", async () => {
    const first = (await browse("sort=newest&limit=1")).body;
    expect(first.next_cursor).not.toBeNull();
    expect((await browse(`sort=popular&cursor=${first.next_cursor}`)).body).toMatchObject({ success: false, error: "cursor: cursor is not valid" });
    expect((await browse("cursor=bm90LWpzb24")).status).toBe(400);
    expect((await browse(`cursor=${"x".repeat(300)}`)).status).toBe(400);
  });
});

describe("GET /api/campaigns/all: the count", () => {
  it("counts every match, not just the page, and counts afresh once a Twend is created through the API", async () => {
    const before = (await browse("search=marathon&limit=1")).body;
    expect(before).toMatchObject({ total: 1 });
    const c = new TestClient(t.app);
    expect((await c.post("/api/auth/register", { email: "counter@example.com", password: "correct horse battery", firstName: "C", lastName: "O" })).status).toBe(200);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const created = await c.post("/api/campaigns", { title: "Night Marathon", background_image_url: `data:image/png;base64,${png.toString("base64")}` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await browse("search=marathon&limit=1")).body).toMatchObject({ total: 2 });
  });
});

describe("GET /api/campaigns/all: the same page for every visitor", () => {
  it("answers a page from memory until a Twend changes, then reads it afresh", async () => {
    const query = "search=lantern&sort=newest";
    expect(ids((await browse(query)).body)).toEqual([]);
    await add("lantern", "Lantern Walk", "Culture", 1, 200);
    expect(ids((await browse(query)).body)).toEqual([]);
    expect(ids((await browse(`${query}&limit=5`)).body)).toEqual(["lantern"]);
    t.ctx.publicLists.clear();
    expect(ids((await browse(query)).body)).toEqual(["lantern"]);
  });
});

describe("tRPC campaigns.all", () => {
  it("serves the same page as the REST adapter", async () => {
    const input = encodeURIComponent(JSON.stringify({ sort: "popular", limit: 2 }));
    const res = await t.app.inject({ method: "GET", url: `/trpc/campaigns.all?input=${input}` });
    expect(res.statusCode).toBe(200);
    const page = res.json().result.data as Page;
    expect(page.data).toHaveLength(2);
    expect(page.next_cursor).toEqual(expect.any(String));
  });
});
