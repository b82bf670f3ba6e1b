import { TRPCClientError } from "@trpc/client";
import { BLOG_CATEGORIES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { blogCategoryLabel, describePostFailure, emptyCategoryText, readingTimeLabel, splitTags } from "./blog-text.ts";

/** A failed tRPC call as the client reports the API's answer. */
function answered(httpStatus: number, code: string, message: string) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus } } });
}

describe("splitTags", () => {
  it("splits the stored comma-separated text, trimming and dropping blanks and repeats", () => {
    expect(splitTags(" campaigns, social proof,,design , Campaigns ")).toEqual(["campaigns", "social proof", "design"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("post texts", () => {
  it("says the spec's empty text for a category", async () => {
    expect(emptyCategoryText(await testI18n(), "Future Trends")).toBe('No articles found in the "Future Trends" category yet.');
  });

  it("reads reading time in whole minutes, at least one", async () => {
    const i18n = await testI18n();
    expect(readingTimeLabel(i18n, 5)).toBe("5 min read");
    expect(readingTimeLabel(i18n, 0)).toBe("1 min read");
  });

  it("reads every category as its English value in English, and an unknown one as it is", async () => {
    const i18n = await testI18n();
    expect(BLOG_CATEGORIES.map((category) => blogCategoryLabel(i18n, category))).toEqual([...BLOG_CATEGORIES]);
    expect(blogCategoryLabel(i18n, "Cooking")).toBe("Cooking");
  });
});

describe("describePostFailure", () => {
  it("is 'Post Not Found' for a 404", async () => {
    expect(describePostFailure(await testI18n(), answered(404, "NOT_FOUND", "Post not found"))).toEqual({ kind: "notFound" });
  });

  it("uses the server's error text as the heading, else 'Failed to load blog post'", async () => {
    const i18n = await testI18n();
    expect(describePostFailure(i18n, answered(500, "INTERNAL_SERVER_ERROR", "Database unavailable"))).toEqual({ kind: "error", heading: "Database unavailable" });
    expect(describePostFailure(i18n, TRPCClientError.from(new SyntaxError("Unexpected token '<'")))).toEqual({ kind: "error", heading: "Failed to load blog post" });
    expect(describePostFailure(i18n, TRPCClientError.from(new TypeError("Failed to fetch")))).toEqual({ kind: "error", heading: "Failed to load blog post" });
  });
});
