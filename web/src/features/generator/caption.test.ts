import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { CAPTION_HOOK_MAX, captionFor, composeCaption, hashtagFromTitle } from "./caption.ts";

const i18n = await testI18n();

const link = "https://twend.example/campaign/world-code-day-2026";
const codeDay = {
  title: "World Code Day 2026",
  description: "Coding all day for World Code Day? Add your photo to the neon frame and tell your timeline you're shipping with the community.",
  caption_template: null,
};

describe("composeCaption", () => {
  it("reads as a post: the share line, the description's opening, the link, a hashtag from the title", () => {
    expect(composeCaption(i18n, codeDay, link)).toBe(
      `Check out my new DP created with World Code Day 2026! Coding all day for World Code Day? Make yours: ${link}\n#WorldCodeDay2026`,
    );
  });

  it("takes the first sentence as the hook, cutting a long one at a word", () => {
    const long = "A".repeat(10) + " " + "word ".repeat(40) + "end.";
    const caption = composeCaption(i18n, { title: "Long Story", description: long }, link);
    const hook = caption.slice("Check out my new DP created with Long Story! ".length, caption.indexOf(" Make yours:"));
    expect(hook.length).toBeLessThanOrEqual(CAPTION_HOOK_MAX + 1);
    expect(hook).toMatch(/ word…$/);
    // The first sentence is the hook; what follows tells visitors what to do, which a post does not repeat.
    const two = composeCaption(i18n, { title: "T", description: "Matchday is here. Show your colours and rally the supporters." }, link);
    expect(two).toContain("T! Matchday is here. Make yours:");
  });

  it("uses the creator's own hashtags from the description, once, instead of one made from the title", () => {
    const caption = composeCaption(i18n, { title: "Plant a Tree Day", description: "One tree, one photo. #PlantATreeDay #GreenCity #GreenCity" }, link);
    expect(caption).toBe(`Check out my new DP created with Plant a Tree Day! One tree, one photo. Make yours: ${link}\n#PlantATreeDay #GreenCity`);
    const inHook = composeCaption(i18n, { title: "Vote", description: "Be counted #Vote2026" }, link);
    expect(inHook).toBe(`Check out my new DP created with Vote! Be counted. Make yours: ${link}\n#Vote2026`);
    const midSentence = composeCaption(i18n, { title: "Vote", description: "Wear #Vote2026 with pride!" }, link);
    expect(midSentence).toBe(`Check out my new DP created with Vote! Wear #Vote2026 with pride! Make yours: ${link}`);
  });

  it("does without a description, and does not say a title's own '!' twice", () => {
    expect(composeCaption(i18n, { title: "Derby Day: Go Lions!", description: null }, link)).toBe(
      `Check out my new DP created with Derby Day: Go Lions! Make yours: ${link}\n#DerbyDayGoLions`,
    );
    expect(composeCaption(i18n, { title: "Vote", description: "  " }, link)).toBe(`Check out my new DP created with Vote! Make yours: ${link}\n#Vote`);
    expect(composeCaption(i18n, { title: "Vote", description: "Vote" }, link)).toBe(`Check out my new DP created with Vote! Make yours: ${link}\n#Vote`);
  });
});

describe("hashtagFromTitle", () => {
  it("runs the title's words together, capitalised, keeping whole words within the limit", () => {
    expect(hashtagFromTitle("Afrobeats Live: Lagos", "en")).toBe("#AfrobeatsLiveLagos");
    expect(hashtagFromTitle("Ada's day out", "en")).toBe("#AdasDayOut");
    expect(hashtagFromTitle("Fête de la Musique", "en")).toBe("#FêteDeLaMusique");
    expect(hashtagFromTitle("The International Conference on Very Long Names", "en")).toBe("#TheInternationalConference");
    expect(hashtagFromTitle("!!!", "en")).toBeNull();
    // Capitals follow the visitor's language: Turkish capitalises i as İ.
    expect(hashtagFromTitle("istanbul maratonu", "tr")).toBe("#İstanbulMaratonu");
  });
});

describe("captionFor", () => {
  it("is the creator's template filled in when there is one, else the composed caption", () => {
    expect(captionFor(i18n, { ...codeDay, caption_template: "{name} is coding! {link}" }, { name: "Ada", link })).toBe(`Ada is coding! ${link}`);
    expect(captionFor(i18n, codeDay, { name: "Ada", link })).toBe(composeCaption(i18n, codeDay, link));
    // A template that fills to nothing still leaves the visitor a caption.
    expect(captionFor(i18n, { ...codeDay, caption_template: "{name}" }, { name: " ", link })).toBe(composeCaption(i18n, codeDay, link));
  });
});
