import { LIMITS, megabytes, uploadHint } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { HELP_ENTRIES } from "./help-faq.ts";

describe("the help center's upload rules", () => {
  it("state the limits the app enforces, and no other size", () => {
    const answer = HELP_ENTRIES.find((entry) => entry.id === "image-requirements")?.answer ?? "";
    expect(answer).toContain("JPG, PNG, WebP or HEIC");
    expect(answer).toContain(`background can be up to ${megabytes(LIMITS.backgroundBytes)}`);
    expect(answer).toContain(`photo up to ${megabytes(LIMITS.generatorPhotoBytes)}`);
    expect(answer.match(/\d+(\.\d+)?\s?MB/g)?.sort()).toEqual([megabytes(LIMITS.backgroundBytes), megabytes(LIMITS.generatorPhotoBytes)].sort());
    expect(answer).toContain("HEIC pictures, the iPhone's usual format, are converted in your browser");
    expect(uploadHint("background")).toContain(megabytes(LIMITS.backgroundBytes));
  });
});

describe("the help center's frames and rotation", () => {
  const answer = (id: string) => HELP_ENTRIES.find((entry) => entry.id === id)?.answer ?? "";

  it("tells creators how to export a frame with a transparent window and what the studio calls it", () => {
    const frame = answer("image-requirements");
    for (const tool of ["Canva", "Photoshop", "Figma", "GIMP"]) expect(frame).toContain(tool);
    expect(frame).toContain("Frame over photo");
  });

  it("names every way to turn the photo", () => {
    const rotate = answer("supporter-account");
    for (const control of ["Rotate left", "Rotate right", "Rotation slider", "twisting two fingers", "holding Shift and scrolling", "[ or ]", "Reset"])
      expect(rotate).toContain(control);
  });
});
