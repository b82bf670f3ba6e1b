import { HELP_CATEGORIES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { helpEntries, type HelpEntry } from "./help-faq.ts";
import { filterHelpEntries } from "./help-search.ts";

const ENTRIES: HelpEntry[] = [
  { id: "a", category: "Technical", question: "Which formats?", answer: "JPG, PNG or WebP." },
  { id: "b", category: "Sharing", question: "How do I share?", answer: "Copy the link or use the QR code." },
  { id: "c", category: "Technical", question: "Why is my picture blurry?", answer: "Upload a larger image." },
];

describe("filterHelpEntries", () => {
  it("matches the question or the answer, ignoring case and surrounding spaces", () => {
    expect(filterHelpEntries(ENTRIES, "  BLURRY ", null, "en").map((e) => e.id)).toEqual(["c"]);
    expect(filterHelpEntries(ENTRIES, "qr code", null, "en").map((e) => e.id)).toEqual(["b"]);
  });

  it("narrows to the chosen category, and combines with the search", () => {
    expect(filterHelpEntries(ENTRIES, "", "Technical", "en").map((e) => e.id)).toEqual(["a", "c"]);
    expect(filterHelpEntries(ENTRIES, "webp", "Technical", "en").map((e) => e.id)).toEqual(["a"]);
    expect(filterHelpEntries(ENTRIES, "webp", "Sharing", "en")).toEqual([]);
  });

  it("lowers case by the visitor's language", () => {
    const turkish: HelpEntry[] = [{ id: "t", category: "Usage", question: "İPTAL nasıl yapılır?", answer: "" }];
    expect(filterHelpEntries(turkish, "iptal", null, "tr").map((e) => e.id)).toEqual(["t"]);
  });

  it("shows everything for a blank search and no category", () => {
    expect(filterHelpEntries(ENTRIES, "   ", null, "en")).toHaveLength(3);
  });
});

describe("the help center's entries", () => {
  it("are the spec's ten, team DPs and offline use, with unique ids, and cover every help category", async () => {
    const entries = helpEntries(await testI18n());
    expect(entries).toHaveLength(12);
    expect(new Set(entries.map((e) => e.id)).size).toBe(12);
    expect(new Set(entries.map((e) => e.category))).toEqual(new Set(HELP_CATEGORIES));
  });
});
