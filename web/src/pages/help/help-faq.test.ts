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
