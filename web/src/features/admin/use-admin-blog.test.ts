import type { AdminBlogRow } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../testing/fake-fetch.ts";
import { newPostForm, toRequestBody } from "./blog-editor.ts";
import { adminClientOver, fakeTrpcServer, type TrpcAnswer } from "./fake-trpc-server.ts";
import { afterBlogAction, blogActionFailure, describeBlogSaveFailure } from "./use-admin-blog.ts";

const body = toRequestBody({ ...newPostForm(), title: "T", content: "<p>x</p>" }, true);

/** What the editor shows when saving a new post meets `answer`. */
async function saveError(answer: TrpcAnswer | "offline" | "proxy page"): Promise<string> {
  const fetch =
    answer === "offline"
      ? fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")))
      : answer === "proxy page"
        ? fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }))
        : fakeTrpcServer(() => answer);
  return adminClientOver(fetch)
    .blog.create.mutate(body)
    .then(
      () => "saved",
      (error: unknown) => describeBlogSaveFailure(error),
    );
}

const row = (over: Partial<AdminBlogRow> = {}): AdminBlogRow => ({
  id: 1,
  title: "Tips",
  slug: "tips",
  excerpt: "",
  author_name: "Twend Team",
  category: "Tips",
  tags: "",
  featured_image_url: null,
  meta_title: null,
  meta_description: null,
  is_published: false,
  is_featured: false,
  reading_time: 1,
  view_count: 0,
  created_at: "2026-03-01T00:00:00.000Z",
  ...over,
});

describe("admin blog calls", () => {
  it("sends the editor's form to admin.blog.create", async () => {
    const server = fakeTrpcServer(() => ({ data: { ...row(), content: "<p>x</p>" } }));
    await adminClientOver(server).blog.create.mutate(body);
    expect(server.calls[0]).toMatchObject({ method: "POST", json: { 0: body } });
    expect(new URL(server.calls[0]?.path ?? "").pathname).toBe("/trpc/admin.blog.create");
  });

  it("shows the server's reason for a failed save, else 'Failed to save: {detail}'", async () => {
    expect(await saveError({ status: 409, message: "A post with this slug already exists" })).toBe("A post with this slug already exists");
    expect(await saveError("proxy page")).toBe("Failed to save: the server sent an answer this page cannot read");
    expect(await saveError("offline")).toBe("Failed to save: Network request failed");
  });

  it("words a failed row action by what it did", () => {
    expect(blogActionFailure({ kind: "flag", row: row(), flag: { is_published: true } })).toBe("Failed to update post status");
    expect(blogActionFailure({ kind: "flag", row: row(), flag: { is_featured: true } })).toBe("Failed to update featured status");
    expect(blogActionFailure({ kind: "delete", row: row() })).toBe("Failed to delete blog post");
  });

  it("shows a toggle or a delete in the cached page at once", () => {
    const page = { posts: [row(), row({ id: 2 })], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } };
    expect(afterBlogAction(page, { kind: "flag", row: row(), flag: { is_featured: true } })?.posts.map((p) => p.is_featured)).toEqual([true, false]);
    expect(afterBlogAction(page, { kind: "delete", row: row({ id: 2 }) })).toEqual({ posts: [row()], pagination: { ...page.pagination, total: 1 } });
    expect(afterBlogAction(page, { kind: "delete", row: row({ id: 9 }) })).toBe(page);
  });
});
