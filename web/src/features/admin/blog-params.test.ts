import { describe, expect, it } from "vitest";
import { DEFAULT_BLOG_STATE, isBlogListFiltered, readBlogState, toBlogQuery, writeBlogState } from "./blog-params.ts";

describe("blog table URL state", () => {
  it("reads defaults from an empty or unknown query", () => {
    expect(readBlogState(new URLSearchParams("category=Nope&sort=evil&order=up&page=-2"))).toEqual(DEFAULT_BLOG_STATE);
  });

  it("writes only what differs from the default, and goes back to page 1 on any change but the page", () => {
    const start = new URLSearchParams("page=3&q=dp");
    const next = writeBlogState(start, { category: "Design", sortBy: "view_count" });
    expect(next.toString()).toBe("q=dp&category=Design&sort=view_count");
    expect(writeBlogState(next, { page: 2 }).get("page")).toBe("2");
    expect(writeBlogState(next, { category: "", sortBy: "created_at", q: "" }).toString()).toBe("");
  });

  it("sends page, limit 20, search, an empty category for All, sort field and order", () => {
    const state = readBlogState(new URLSearchParams("q=%20tips%20&sort=title&order=asc"));
    expect(toBlogQuery(state)).toEqual({ page: 1, limit: 20, search: "tips", category: "", sortBy: "title", sortOrder: "asc" });
    expect(isBlogListFiltered(state)).toBe(true);
    expect(isBlogListFiltered(DEFAULT_BLOG_STATE)).toBe(false);
  });
});
