import { describe, expect, it } from "vitest";
import type { Fetch } from "../auth/http.ts";
import { fetchAdminBlogPosts, saveAdminBlogPost, saveFailureText, updateAdminBlogFlag } from "./blog-api.ts";
import { newPostForm, toRequestBody } from "./blog-editor.ts";

const reply =
  (status: number, body: unknown): Fetch =>
  async () =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const offline: Fetch = async () => {
  throw new TypeError("Failed to fetch");
};

const body = toRequestBody({ ...newPostForm(), title: "T", content: "<p>x</p>" }, true);

async function saveError(fetchFn: Fetch): Promise<string> {
  return saveAdminBlogPost(fetchFn, null, body).then(
    () => "saved",
    (error: unknown) => saveFailureText(error),
  );
}

describe("admin blog API", () => {
  it("reports the spec's list failure when the answer is not a page of posts", async () => {
    await expect(fetchAdminBlogPosts(reply(500, undefined), new URLSearchParams())).rejects.toThrow("Failed to fetch blog posts");
    await expect(fetchAdminBlogPosts(reply(200, { success: true, data: { posts: [{}], pagination: {} } }), new URLSearchParams())).rejects.toThrow(
      "Failed to fetch blog posts",
    );
  });

  it("words a failed toggle by its flag, unless the server gave a reason", async () => {
    await expect(updateAdminBlogFlag(reply(500, undefined), 1, { is_published: true })).rejects.toThrow("Failed to update post status");
    await expect(updateAdminBlogFlag(reply(500, undefined), 1, { is_featured: true })).rejects.toThrow("Failed to update featured status");
    await expect(updateAdminBlogFlag(reply(404, { success: false, error: "Post not found" }), 1, { is_featured: true })).rejects.toThrow("Post not found");
  });

  it("shows the server's reason for a failed save, else 'Failed to save: {detail}'", async () => {
    expect(await saveError(reply(409, { success: false, error: "A post with this slug already exists" }))).toBe("A post with this slug already exists");
    expect(await saveError(reply(502, undefined))).toBe("Failed to save: the server answered 502");
    expect(await saveError(offline)).toBe("Failed to save: Network request failed");
  });
});
