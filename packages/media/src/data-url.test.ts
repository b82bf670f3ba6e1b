import { MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { decodeDataUrl } from "./data-url.ts";
import { UploadRejectedError } from "./upload-error.ts";

const TOO_LARGE = "Image must be smaller than 1KB";

function rejection(input: unknown, maxBytes = 1024): UploadRejectedError {
  try {
    decodeDataUrl(input, maxBytes, TOO_LARGE);
  } catch (error) {
    if (error instanceof UploadRejectedError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("decodeDataUrl", () => {
  it("decodes the bytes and reports the declared type, lower-cased", () => {
    expect(decodeDataUrl("data:image/PNG;base64,AAEC/w==", 1024, TOO_LARGE)).toEqual({
      declaredType: "image/png",
      bytes: Buffer.from([0, 1, 2, 255]),
    });
    expect(decodeDataUrl("data:image/jpeg;name=me.jpg;base64,AAAA", 1024, TOO_LARGE).bytes).toEqual(Buffer.alloc(3));
  });

  it.each([
    ["a number", 42],
    ["null", null],
    ["a plain string", "hello"],
    ["a URL", "https://example.com/cat.png"],
    ["no type", "data:;base64,AAAA"],
    ["percent-encoded data", "data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E"],
    ["base64 with a stray character", "data:image/png;base64,AA@A"],
    ["base64 with a line break", "data:image/png;base64,AAAA\nAAAA"],
    ["base64 of a wrong length", "data:image/png;base64,AAAAA"],
    ["padding in the middle", "data:image/png;base64,AA==AAAA"],
    ["a header with no end", `data:image/png;${"x=y;".repeat(200)}base64,AAAA`],
    ["leading whitespace", " data:image/png;base64,AAAA"],
  ])("refuses %s with 400 and the data URL message", (_, input) => {
    expect(rejection(input)).toMatchObject({ statusCode: 400, reason: "not-data-url", message: MESSAGES.imageNotDataUrl });
  });

  it("refuses an empty payload as an empty file", () => {
    expect(rejection("data:image/png;base64,")).toMatchObject({ statusCode: 400, reason: "empty", message: MESSAGES.imageEmpty });
  });

  it("takes exactly maxBytes and refuses one more with 413 and the kind's message", () => {
    const exactly = `data:image/png;base64,${Buffer.alloc(1024, 7).toString("base64")}`;
    expect(decodeDataUrl(exactly, 1024, TOO_LARGE).bytes).toHaveLength(1024);
    const oneMore = `data:image/png;base64,${Buffer.alloc(1025, 7).toString("base64")}`;
    expect(rejection(oneMore)).toMatchObject({ statusCode: 413, reason: "too-many-bytes", message: TOO_LARGE });
  });

  it("refuses a huge string on its length, before looking at its characters", () => {
    // 64 MB of characters that are not even base64: the length alone decides.
    const huge = `data:image/png;base64,${"!".repeat(64 * 1024 * 1024)}`;
    expect(rejection(huge, 10 * 1024 * 1024)).toMatchObject({ statusCode: 413, reason: "too-many-bytes" });
  });
});
