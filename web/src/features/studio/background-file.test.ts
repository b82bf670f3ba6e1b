import { describe, expect, it } from "vitest";
import { backgroundFileProblem, mayStrainPreview, NOT_AN_IMAGE } from "./background-file.ts";

const MB = 1024 * 1024;

describe("background file check (spec section 5)", () => {
  it("accepts JPG, PNG and WebP up to 10 MB", () => {
    expect(backgroundFileProblem({ type: "image/png", size: 10 * MB })).toBeNull();
    expect(backgroundFileProblem({ type: "image/jpeg", size: 1 })).toBeNull();
    expect(backgroundFileProblem({ type: "image/webp", size: 1 })).toBeNull();
  });

  it("refuses anything larger with the spec's message", () => {
    expect(backgroundFileProblem({ type: "image/png", size: 10 * MB + 1 })).toBe("Image must be smaller than 10MB");
  });

  it("refuses files that are not images", () => {
    expect(backgroundFileProblem({ type: "application/pdf", size: 1 })).toBe(NOT_AN_IMAGE);
    expect(backgroundFileProblem({ type: "", size: 1 })).toBe(NOT_AN_IMAGE);
  });

  it("refuses image types the server does not take", () => {
    expect(backgroundFileProblem({ type: "image/heic", size: 1 })).toBe("Only JPG, PNG and WebP images are accepted");
  });
});

describe("large-image preview warning", () => {
  it("warns above the 16.7 MP some phones can draw", () => {
    expect(mayStrainPreview(4096, 4096)).toBe(false);
    expect(mayStrainPreview(4097, 4096)).toBe(true);
  });
});
