import { BLOG_MESSAGES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

async function post(slug: string, data: { category?: string; tags?: string; featured?: boolean; published?: boolean; daysAgo?: number; content?: string } = {}) {
  return t.ctx.db.prisma.blogPost.create({
    data: {
      slug,
      title: `Post ${slug}`,
      excerpt: `About ${slug}`,
      content: data.content ?? `<p>Body of ${slug}</p>`,
      authorName: "Twend Team",
      category: data.category ?? "Strategy & Tips",
      tags: data.tags ?? "",
      isFeatured: data.featured ?? false,
      isPublished: data.published ?? true,
      createdAt: new Date(Date.now() - (data.daysAgo ?? 0) * DAY),
    },
  });
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 11; i += 1) await post(`post-${i}`, { daysAgo: i, category: i % 2 ? "Strategy & Tips" : "Future Trends", featured: i <= 4 });
  await post("draft-post", { published: false });
});
afterAll(() => t.close());

describe("GET /api/blog/posts and /featured", () => {
  it("pages published posts newest first without bodies, and says when there are more", async () => {
    const first = await get("/api/blog/posts");
    expect(first.status).toBe(200);
    expect(first.body.data.map((p: { slug: string }) => p.slug)).toEqual(Array.from({ length: 9 }, (_, i) => `post-${i + 1}`));
    expect(first.body).toMatchObject({ total: 11, has_more: true });
    expect(first.body.data[0]).not.toHaveProperty("content");
    expect(first.body.data[0]).toMatchObject({ title: "Post post-1", author_name: "Twend Team", view_count: 0, reading_time: 5 });
    const second = await get("/api/blog/posts?page=2");
    expect(second.body.data.map((p: { slug: string }) => p.slug)).toEqual(["post-10", "post-11"]);
    expect(second.body.has_more).toBe(false);
    const trends = await get(`/api/blog/posts?category=${encodeURIComponent("Future Trends")}`);
    expect(trends.body.total).toBe(5);
    expect((await get("/api/blog/posts?category=Cooking")).status).toBe(400);
  });

  it("pages the same list over tRPC, by the infinite query's cursor", async () => {
    const input = encodeURIComponent(JSON.stringify({ category: "", limit: 9, cursor: 2 }));
    const { status, body } = await get(`/trpc/blog.list?input=${input}`);
    expect(status).toBe(200);
    expect(body.result.data.data.map((p: { slug: string }) => p.slug)).toEqual(["post-10", "post-11"]);
    expect(body.result.data).toMatchObject({ total: 11, has_more: false });
  });

  it("lists at most 3 featured posts, newest first, never drafts", async () => {
    const { body } = await get("/api/blog/featured");
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(["post-1", "post-2", "post-3"]);
  });
});

describe("GET /api/blog/posts/{slug} and /related", () => {
  it("serves a published post with its sanitised body, and 404 for drafts and unknown slugs", async () => {
    await post("hostile", { content: `<p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script>` });
    const { status, body } = await get("/api/blog/posts/hostile");
    expect(status).toBe(200);
    expect(body.data.content).toBe('<p>ok</p><img src="x" loading="lazy" />');
    for (const slug of ["draft-post", "no-such-post"]) {
      expect(await get(`/api/blog/posts/${slug}`)).toEqual({ status: 404, body: { success: false, error: BLOG_MESSAGES.postNotFound } });
    }
  });

  it("relates posts sharing tags or the category first, then the newest others, never itself", async () => {
    await post("tagged-a", { tags: "frames, design", category: "Events & Campaigns", daysAgo: 30 });
    await post("tagged-b", { tags: "Design, launch", category: "Events & Campaigns", daysAgo: 31 });
    await post("tagged-c", { tags: "design", category: "Networking & Social Circles", daysAgo: 32 });
    const { body } = await get("/api/blog/posts/tagged-a/related");
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(["tagged-b", "tagged-c", "hostile"]);
  });
});

describe("POST /api/blog/posts/{slug}/view", () => {
  it("counts a read once per visitor session named in the body, and every read without one", async () => {
    for (const session of ["reader-one-1", "reader-one-1", "reader-two-2"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/blog/posts/post-5/view", payload: { session_id: session } });
      expect(res.json()).toEqual({ success: true });
    }
    expect((await t.ctx.db.prisma.blogPost.findUniqueOrThrow({ where: { slug: "post-5" } })).viewCount).toBe(2);
    // The documented call sends no body: each one counts.
    expect((await t.app.inject({ method: "POST", url: "/api/blog/posts/post-5/view" })).json()).toEqual({ success: true });
    expect((await t.ctx.db.prisma.blogPost.findUniqueOrThrow({ where: { slug: "post-5" } })).viewCount).toBe(3);
    expect((await t.app.inject({ method: "POST", url: "/api/blog/posts/draft-post/view" })).statusCode).toBe(404);
  });
});

describe("pages for crawlers", () => {
  it("lists static pages, published posts and listed Twends in the sitemap, and keeps private paths out of robots", async () => {
    await t.ctx.db.prisma.campaign.create({ data: { shortId: "mapped-twend", title: "Mapped", category: "Social", backgroundImageUrl: "/media/x.png" } });
    await t.ctx.db.prisma.campaign.create({
      data: { shortId: "hidden-twend", title: "Hidden", category: "Social", backgroundImageUrl: "/media/y.png", isActive: false },
    });
    const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.body).toContain("http://localhost:3000/sitemaps/pages.xml");
    expect(index.body).toContain("http://localhost:3000/sitemaps/twends-1.xml");
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/pages.xml" })).body).toContain("<loc>http://localhost:3000/blog</loc>");
    const blog = (await t.app.inject({ method: "GET", url: "/sitemaps/blog.xml" })).body;
    expect(blog).toContain("/blog/post-1<");
    expect(blog).not.toContain("draft-post");
    const campaigns = (await t.app.inject({ method: "GET", url: "/sitemaps/twends-1.xml" })).body;
    expect(campaigns).toContain("/campaign/mapped-twend<");
    expect(campaigns).not.toContain("hidden-twend");
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/twends-2.xml" })).statusCode).toBe(404);
    const robots = (await t.app.inject({ method: "GET", url: "/robots.txt" })).body;
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
