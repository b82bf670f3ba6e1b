import { describe, expect, it } from "vitest";
import { readBlogCategory, writeBlogCategory } from "./blog-params.ts";

describe("blog category in the URL", () => {
  it("reads a public category, exactly as spelled", () => {
    expect(readBlogCategory(new URLSearchParams("category=Strategy+%26+Tips"))).toBe("Strategy & Tips");
  });

  it("reads All from a missing, unknown or differently cased category", () => {
    expect(readBlogCategory(new URLSearchParams(""))).toBeNull();
    expect(readBlogCategory(new URLSearchParams("category=Cooking"))).toBeNull();
    expect(readBlogCategory(new URLSearchParams("category=future+trends"))).toBeNull();
  });

  it("writes the category and keeps other parameters", () => {
    const next = writeBlogCategory(new URLSearchParams("utm_source=mail"), "Events & Campaigns");
    expect(next.get("category")).toBe("Events & Campaigns");
    expect(next.get("utm_source")).toBe("mail");
    expect(readBlogCategory(next)).toBe("Events & Campaigns");
  });

  it("drops the parameter for All", () => {
    expect(writeBlogCategory(new URLSearchParams("category=Future+Trends&x=1"), null).toString()).toBe("x=1");
  });
});
