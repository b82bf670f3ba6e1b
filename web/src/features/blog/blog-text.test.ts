import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { BLOG_MESSAGES, describePostFailure, emptyCategoryText, readingTimeLabel, splitTags } from "./blog-text.ts";

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
    expect(describePostFailure(answered(404, "NOT_FOUND", "Post not found"))).toEqual({ kind: "notFound" });
  });

  it("uses the server's error text as the heading, else 'Failed to load blog post'", () => {
    expect(describePostFailure(answered(500, "INTERNAL_SERVER_ERROR", "Database unavailable"))).toEqual({ kind: "error", heading: "Database unavailable" });
    expect(describePostFailure(TRPCClientError.from(new SyntaxError("Unexpected token '<'")))).toEqual({ kind: "error", heading: BLOG_MESSAGES.loadFailed });
    expect(describePostFailure(TRPCClientError.from(new TypeError("Failed to fetch")))).toEqual({ kind: "error", heading: "Failed to load blog post" });
  });
});
