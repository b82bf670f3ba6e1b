import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogPostInputSchema, isImageUrl } from "./blog-schemas.ts";
import { formatZodError } from "./format-zod-error.ts";
import { isWellFormedText, PG_INT_MAX, recordId, recordIdParam, text } from "./safe-input.ts";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? null : formatZodError(result.error);
};

describe("text", () => {
  it("refuses a NUL byte and either half of a surrogate pair alone, naming the field", () => {
    for (const value of ["a\0b", "\ud800", "a\udc00", "\udc00\ud800"]) {
      expect(messageOf(text(), value), JSON.stringify(value)).toBe("field: must not contain a NUL byte or an unpaired UTF-16 surrogate");
    }
  });

  it("keeps every well-formed string, emoji (a surrogate pair) included", () => {
    for (const value of ["", "plain", "😀 Twend", "$` $' $&", '<b>"quoted"</b>']) expect(isWellFormedText(value)).toBe(true);
  });
});

describe("record ids", () => {
  it("accept 1 to PostgreSQL's largest integer and refuse the rest", () => {
    expect(messageOf(recordId("id"), PG_INT_MAX)).toBeNull();
    expect(messageOf(recordId("id"), PG_INT_MAX + 1)).toBe(`field: id must be at most ${PG_INT_MAX}`);
    expect(messageOf(recordId("id"), -1)).toBe("field: id must be a positive number");
    expect(messageOf(recordId("id"), 1.5)).toBe("field: id must be a whole number");
    expect(messageOf(recordIdParam("id"), "2147483648")).toBe(`field: id must be at most ${PG_INT_MAX}`);
    expect(messageOf(recordIdParam("id"), "a\0")).toBe("field: id must be a number");
  });
});

describe("blog image URLs", () => {
  it("refuses a URL no browser can parse", () => {
    expect(isImageUrl("http://[::1")).toBe(false);
    expect(isImageUrl("https://images.example.com/a.png")).toBe(true);
    expect(isImageUrl("/media/abc.png")).toBe(true);
    const saved = blogPostInputSchema.safeParse({ title: "T", content: "C", featured_image_url: "http://[::1" });
    expect(saved.success ? null : formatZodError(saved.error)).toBe("featured_image_url: Featured image must be an http(s) URL");
  });
});
