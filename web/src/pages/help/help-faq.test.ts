import { BATCH_LIMITS, HELP_CATEGORIES, LIMITS, megabytes, uploadHint } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { helpCategoryLabel, helpEntries } from "./help-faq.ts";
import { uploadHintText } from "./upload-rules-answer.ts";

async function answerOf(id: string, locale: "en" | "fr" = "en"): Promise<string> {
  return helpEntries(await testI18n(locale)).find((entry) => entry.id === id)?.answer ?? "";
}

describe("the help center's upload rules", () => {
  it("state the limits the app enforces, and no other size", async () => {
    const answer = await answerOf("image-requirements");
    expect(answer).toContain("JPG, PNG, WebP or HEIC");
    expect(answer).toContain(`background can be up to ${megabytes(LIMITS.backgroundBytes)}`);
    expect(answer).toContain(`photo up to ${megabytes(LIMITS.generatorPhotoBytes)}`);
    expect(answer.match(/\d+(\.\d+)?\s?MB/g)?.sort()).toEqual([megabytes(LIMITS.backgroundBytes), megabytes(LIMITS.generatorPhotoBytes)].sort());
    expect(answer).toContain("HEIC pictures, the iPhone's usual format, are converted in your browser");
    expect(uploadHint("background")).toContain(megabytes(LIMITS.backgroundBytes));
  });

  it("say the same hint as the shared rules in English, and list the formats in the visitor's language", async () => {
    expect(uploadHintText(await testI18n(), "background")).toBe(uploadHint("background"));
    expect(uploadHintText(await testI18n("fr"), "background")).toContain("JPG, PNG, WebP ou HEIC");
    expect(await answerOf("image-requirements", "fr")).toContain("JPG, PNG, WebP ou HEIC");
  });
});

describe("the help center's frames and rotation", () => {
  it("tells creators how to export a frame with a transparent window and what the studio calls it", async () => {
    const frame = await answerOf("image-requirements");
    for (const tool of ["Canva", "Photoshop", "Figma", "GIMP"]) expect(frame).toContain(tool);
    expect(frame).toContain("Frame over photo");
  });

  it("names every way to turn the photo", async () => {
    const rotate = await answerOf("supporter-account");
    for (const control of ["Rotate left", "Rotate right", "Rotation slider", "twisting two fingers", "holding Shift and scrolling", "[ or ]", "Reset"])
      expect(rotate).toContain(control);
  });

  it("says a connection that saves data fetches the face finder only when asked", async () => {
    expect(await answerOf("supporter-account")).toContain(
      "On a connection set to save data, or a slow 2G or 3G one, the face finder is downloaded only when you tap Place on face.",
    );
  });
});

describe("the help center's team DPs", () => {
  it("say where to find them, what the files hold, and the batch's limits", async () => {
    const answer = await answerOf("team-dps");
    for (const words of ["Team DPs", "CSV", "name column", "ZIP", "photo column", "Ada Lovelace.jpg"]) expect(answer).toContain(words);
    expect(answer).toContain(`up to ${BATCH_LIMITS.maxRows} names`);
    expect(answer).toContain(`${BATCH_LIMITS.linkHours} hours`);
    expect(answer).toContain(`${BATCH_LIMITS.keepDays} days`);
  });
});

describe("the help center's categories", () => {
  it("read as the spec names them in English", async () => {
    const i18n = await testI18n();
    expect(HELP_CATEGORIES.map((category) => helpCategoryLabel(i18n, category))).toEqual([...HELP_CATEGORIES]);
  });
});
