import { describe, expect, it } from "vitest";
import { ApiError } from "../auth/http.ts";
import { BLOG_MESSAGES, describePostFailure, emptyCategoryText, readingTimeLabel, shouldRetryBlogRequest, splitTags } from "./blog-text.ts";

describe("splitTags", () => {
  it("splits the stored comma-separated text, trimming and dropping blanks and repeats", () => {
    expect(splitTags(" campaigns, social proof,,design , Campaigns ")).toEqual(["campaigns", "social proof", "design"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("post texts", () => {
  it("says the spec's empty text for a category", () => {
    expect(emptyCategoryText("Future Trends")).toBe('No articles found in the "Future Trends" category yet.');
  });

  it("reads reading time in whole minutes, at least one", () => {
    expect(readingTimeLabel(5)).toBe("5 min read");
    expect(readingTimeLabel(0)).toBe("1 min read");
  });
});

describe("describePostFailure", () => {
  it("is 'Post Not Found' for a 404", () => {
    expect(describePostFailure(new ApiError("GET", 404, "Post not found"))).toEqual({ kind: "notFound" });
  });

  it("uses the server's error text as the heading, else 'Failed to load blog post'", () => {
    expect(describePostFailure(new ApiError("GET", 500, "Database unavailable"))).toEqual({ kind: "error", heading: "Database unavailable" });
    expect(describePostFailure(new ApiError("GET", 502, null))).toEqual({ kind: "error", heading: BLOG_MESSAGES.loadFailed });
    expect(describePostFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "error", heading: "Failed to load blog post" });
  });

  it("retries network and server faults twice, never a 4xx", () => {
    expect(shouldRetryBlogRequest(0, new ApiError("GET", 404, null))).toBe(false);
    expect(shouldRetryBlogRequest(1, new ApiError("GET", 503, null))).toBe(true);
    expect(shouldRetryBlogRequest(2, new TypeError("Failed to fetch"))).toBe(false);
  });
});
