import { BLOG_MESSAGES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_EMAILS: "editor@example.com" });
  admin = new TestClient(t.app);
  const res = await admin.post("/api/auth/register", { email: "editor@example.com", password: "correct horse battery", firstName: "E", lastName: "D" });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

type Post = Record<string, unknown> & { id: number; slug: string; content: string };

async function create(body: Record<string, unknown>): Promise<Post> {
  const res = await admin.post("/api/admin/blog/posts", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Post;
}

describe("POST /api/admin/blog/posts", () => {
  it("makes the slug from the title, fills meta fields and reading time, and applies the spec's defaults", async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
    const post = await create({ title: "  Ten Tips: Better DPs!  ", excerpt: "Short and sweet", content: `<p>${words}</p>` });
    expect(post).toMatchObject({
      title: "Ten Tips: Better DPs!",
      slug: "ten-tips-better-dps",
      meta_title: "Ten Tips: Better DPs!",
      meta_description: "Short and sweet",
      author_name: "Twend Team",
      category: "Technology",
      is_published: true,
      is_featured: false,
      // 450 words at 200 a minute, rounded up.
      reading_time: 3,
      view_count: 0,
    });
    const row = await t.ctx.db.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.publishedAt).not.toBeNull();
  });

  it("keeps an admin's own slug and reading time, and refuses a slug already in use with 409", async () => {
    const post = await create({ title: "Anything", slug: "my-own-slug", content: "<p>x</p>", reading_time: 12, is_published: false });
    expect(post).toMatchObject({ slug: "my-own-slug", reading_time: 12, is_published: false });
    const again = await admin.post("/api/admin/blog/posts", { title: "My own slug", content: "<p>y</p>" });
    expect(again).toMatchObject({ status: 409, body: { success: false, error: BLOG_MESSAGES.slugTaken } });
  });

  it("refuses a missing title or body with the spec's messages", async () => {
    expect((await admin.post("/api/admin/blog/posts", { title: "   ", content: "<p>x</p>" })).body).toEqual({ success: false, error: "title: Title is required." });
    expect((await admin.post("/api/admin/blog/posts", { title: "No body", content: "  " })).body).toEqual({ success: false, error: "content: Content is required." });
    const onlyScript = await admin.post("/api/admin/blog/posts", { title: "Only a script", content: "<script>alert(1)</script>" });
    expect(onlyScript).toMatchObject({ status: 400, body: { error: "Content is required." } });
    expect((await admin.post("/api/admin/blog/posts", { title: "Bad slug", slug: "Not A Slug", content: "<p>x</p>" })).status).toBe(400);
    expect((await admin.post("/api/admin/blog/posts", { title: "Bad image", content: "<p>x</p>", featured_image_url: "javascript:alert(1)" })).status).toBe(400);
  });

  it("strips scripts, event handlers, styles and javascript: links from the body, keeping links and images", async () => {
    const hostile = [
      `<p onclick="steal()">Hello <strong>world</strong></p>`,
      `<script>document.cookie</script>`,
      `<img src="https://cdn.example.com/a.png" onerror="steal()" alt="A">`,
      `<img src="javascript:alert(1)">`,
      `<a href="javascript:alert(1)">bad</a> <a href="https://twend.example/x" target="_blank">good</a>`,
      `<iframe src="https://evil.example"></iframe><style>body{display:none}</style>`,
      `<svg><script>alert(1)</script></svg><form action="/x"><input name="a"></form>`,
    ].join("\n");
    const post = await create({ title: "Hostile", content: hostile });
    for (const banned of ["<script", "onclick", "onerror", "javascript:", "<iframe", "<style", "<svg", "<form", "<input"]) {
      expect(post.content).not.toContain(banned);
    }
    expect(post.content).toContain("<strong>world</strong>");
    expect(post.content).toContain('<img src="https://cdn.example.com/a.png" alt="A" loading="lazy" />');
    expect(post.content).toContain('<a href="https://twend.example/x" target="_blank" rel="noopener noreferrer nofollow">good</a>');
    const stored = await t.ctx.db.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.content).toBe(post.content);
  });

  it("sanitises again when serving, so a row written behind the API's back cannot carry a script", async () => {
    const post = await create({ title: "Tampered", content: "<p>fine</p>" });
    await t.ctx.db.prisma.blogPost.update({ where: { id: post.id }, data: { content: `<p>fine</p><script>alert(1)</script>` } });
    const served = (await admin.get(`/api/admin/blog/posts/${post.id}`)).body.data as Post;
    expect(served.content).toBe("<p>fine</p>");
  });
});

describe("the admin post table and edits", () => {
  it("lists posts without bodies, searched, filtered, sorted and paged", async () => {
    await create({ title: "Zeta Guide", category: "Guide", content: "<p>z</p>" });
    await create({ title: "Alpha Guide", category: "Guide", content: "<p>a</p>", is_published: false });
    const res = await admin.get("/api/admin/blog/posts?search=guide&sortBy=title&sortOrder=asc");
    expect(res.status).toBe(200);
    const data = res.body.data as { posts: Array<Record<string, unknown>>; pagination: unknown };
    expect(data.posts.map((p) => p.title)).toEqual(["Alpha Guide", "Zeta Guide"]);
    expect(data.posts[0]).not.toHaveProperty("content");
    expect(data.posts[0]).toMatchObject({ is_published: false, category: "Guide" });
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(((await admin.get("/api/admin/blog/posts?category=Guide&limit=1&page=2")).body.data as { posts: unknown[] }).posts).toHaveLength(1);
    expect((await admin.get("/api/admin/blog/posts?sortBy=password")).status).toBe(400);
    expect((await admin.get("/api/admin/blog/posts?limit=5000")).status).toBe(400);
  });

  it("toggles published and featured, edits every field keeping the slug unless changed, and deletes", async () => {
    const post = await create({ title: "Toggle Post", content: "<p>t</p>", is_published: false });
    expect((await admin.request("PUT", `/api/admin/blog/posts/${post.id}`, { is_published: true })).body).toEqual({ success: true });
    expect((await admin.request("PUT", `/api/admin/blog/posts/${post.id}`, { is_featured: true })).status).toBe(200);
    let row = await t.ctx.db.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ isPublished: true, isFeatured: true });
    expect(row.publishedAt).not.toBeNull();

    const edited = await admin.request("PUT", `/api/admin/blog/posts/${post.id}`, { title: "Renamed Post", content: "<p>new body</p>", category: "News" });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ title: "Renamed Post", slug: "toggle-post", category: "News", meta_title: "Renamed Post" });
    row = await t.ctx.db.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.content).toBe("<p>new body</p>");

    expect((await admin.request("PUT", `/api/admin/blog/posts/${post.id}`, { is_published: "yes" })).status).toBe(400);
    expect((await admin.request("PUT", `/api/admin/blog/posts/${post.id}`, {})).body).toEqual({
      success: false,
      error: "Send is_published or is_featured, or the whole post",
    });
    // A refused form is worded as the form alone words it, not as a union of the two shapes.
    expect((await admin.request("PUT", `/api/admin/blog/posts/${post.id}`, { title: "  ", content: "<p>x</p>" })).body).toEqual({
      success: false,
      error: "title: Title is required.",
    });
    expect((await admin.request("DELETE", `/api/admin/blog/posts/${post.id}`)).body).toEqual({ success: true });
    expect((await admin.get(`/api/admin/blog/posts/${post.id}`)).status).toBe(404);
    expect((await admin.request("DELETE", `/api/admin/blog/posts/${post.id}`)).status).toBe(404);
    expect((await admin.get("/api/admin/blog/posts/abc")).status).toBe(400);
  });
});
