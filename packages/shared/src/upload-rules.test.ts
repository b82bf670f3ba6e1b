import { describe, expect, it } from "vitest";
import { LIMITS, MB } from "./constants.ts";
import { FIRST_LOAD_MESSAGES } from "./first-load-messages.ts";
import { MESSAGES } from "./messages.ts";
import { STORED_IMAGE_TYPES, UPLOAD_MAX_BYTES, acceptedFormatsText, megabytes, unsupportedFormatText, uploadHint } from "./upload-rules.ts";

describe("the one set of upload rules", () => {
  it("words sizes the way the spec's messages do", () => {
    expect(megabytes(5 * MB)).toBe("5MB");
    expect(megabytes(10 * MB)).toBe("10MB");
    expect(megabytes(1.5 * MB)).toBe("1.5MB");
  });

  it("names every stored format and the one converted in the browser", () => {
    expect(STORED_IMAGE_TYPES).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(acceptedFormatsText()).toBe("JPG, PNG, WebP or HEIC");
    expect(unsupportedFormatText()).toBe("Please choose a JPG, PNG, WebP or HEIC image.");
  });

  it("gives each picker the limit of its own kind", () => {
    expect(uploadHint("photo")).toBe(`JPG, PNG, WebP or HEIC, up to ${megabytes(LIMITS.generatorPhotoBytes)}`);
    expect(uploadHint("background")).toBe(`JPG, PNG, WebP or HEIC, up to ${megabytes(LIMITS.backgroundBytes)}`);
    expect(uploadHint("photo")).toContain("5MB");
    expect(uploadHint("background")).toContain("10MB");
  });

  it("names the same sizes as the spec's refusal messages", () => {
    expect(MESSAGES.backgroundTooLarge).toContain(megabytes(UPLOAD_MAX_BYTES.background));
    expect(FIRST_LOAD_MESSAGES.photoTooLarge).toContain(megabytes(UPLOAD_MAX_BYTES.photo));
  });
});
