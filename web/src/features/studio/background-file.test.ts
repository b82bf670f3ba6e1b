import { unsupportedFormatText } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { BACKGROUND_ACCEPT, backgroundFileProblem, mayStrainPreview } from "./background-file.ts";

const MB = 1024 * 1024;
const i18n = await testI18n();

describe("background file check", () => {
  it("accepts JPG, PNG and WebP up to 10 MB", () => {
    expect(backgroundFileProblem(i18n, { type: "image/png", size: 10 * MB })).toBeNull();
    expect(backgroundFileProblem(i18n, { type: "image/jpeg", size: 1 })).toBeNull();
    expect(backgroundFileProblem(i18n, { type: "image/webp", size: 1 })).toBeNull();
  });

  it("refuses anything larger with the spec's message", () => {
    expect(backgroundFileProblem(i18n, { type: "image/png", size: 10 * MB + 1 })).toBe("Image must be smaller than 10MB");
  });

  it("refuses other files, naming every accepted format", () => {
    expect(unsupportedFormatText()).toBe("Please choose a JPG, PNG, WebP or HEIC image.");
    for (const type of ["application/pdf", "", "image/gif", "image/heic"]) expect(backgroundFileProblem(i18n, { type, size: 1 })).toBe(unsupportedFormatText());
  });

  it("names the formats in the list of the active language", async () => {
    expect(backgroundFileProblem(await testI18n("fr"), { type: "application/pdf", size: 1 })).toContain("JPG, PNG, WebP ou HEIC");
  });

  it("lets the file chooser offer HEIC files, which are converted before the check", () => {
    expect(BACKGROUND_ACCEPT.split(",")).toEqual(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", ".heic", ".heif"]);
  });
});

describe("large-image preview warning", () => {
  it("warns above the 16.7 MP some phones can draw", () => {
    expect(mayStrainPreview(4096, 4096)).toBe(false);
    expect(mayStrainPreview(4097, 4096)).toBe(true);
  });
});
