import { AxeBuilder } from "@axe-core/playwright";
import type { Locale } from "@twend/shared";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { severeViolations } from "./support/axe-scan.ts";
import { textsIn } from "./support/catalogs.ts";
import { createTwendsAsCreator, type CreatedTwend } from "./support/creator-twends.ts";
import { REVIEW_VIEWPORTS } from "./support/devices.ts";

const app = useAppUnderTest();
// Under a loaded CI machine a first render can take seconds; vitest polls for 1 s by default.
const POLL = { timeout: 10_000 };

/** Words no seeded Twend shares, so what the box suggests is these alone. */
const DRAFTS = [
  { title: "Xylophone Harvest Festival", category: "Music" },
  { title: "Xylophone Night Market", category: "Social" },
  { title: "Quokka Coding Club", category: "Tech" },
] as const;

let created: CreatedTwend[] = [];
beforeAll(async () => {
  ({ created } = await createTwendsAsCreator(app.server.origin, "suggestions@example.com", DRAFTS));
});

// Strings, not functions: this package's TypeScript has no DOM types.
const SUGGESTION_LIST_POSITION = `getComputedStyle(document.querySelector('[role="listbox"]')).position`;

async function cardTop(page: Page, listName: string): Promise<number | undefined> {
  return (await page.getByRole("list", { name: listName, exact: true }).getByRole("listitem").first().boundingBox())?.y;
}

// The phone on the unprefixed address, the desktop on the Spanish one, whose prefix the chosen Twend's link keeps.
const CASES = [
  { ...REVIEW_VIEWPORTS[0], locale: "en", prefix: "" },
  { ...REVIEW_VIEWPORTS[1], locale: "es", prefix: "/es" },
] as const satisfies ReadonlyArray<{ name: string; width: number; height: number; locale: Locale; prefix: string }>;

describe.each(CASES)("suggestions on /browse ($name, $width px, $locale)", ({ width, height, locale, prefix }) => {
  it("suggests titles for a typo'd partial search over the results, passes axe with the list open, and opens the Twend chosen with the keys", async () => {
    const text = await textsIn(locale);
    // Axe needs a page of a context of its own.
    const context = await app.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${app.server.origin}${prefix}/browse`);
    const box = page.getByRole("combobox", { name: text("Search Twends") });
    const list = page.getByRole("listbox", { name: text("Suggestions") });
    const harvest = created[0]!;

    // A missing letter and half a word.
    await box.pressSequentially("xylophne harv", { delay: 30 });
    await expect.poll(() => list.getByRole("option").first().textContent(), POLL).toBe(harvest.title);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await box.getAttribute("aria-autocomplete")).toBe("list");
    expect(await box.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    const offered = await list.getByRole("option").count();
    expect(offered).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByRole("search").getByRole("status").textContent(), POLL).toMatch(new RegExp(`^${offered} `));

    // Once the typist pauses, the results below follow the same search; the list hangs over them.
    const twends = text("Twends");
    await expect.poll(() => page.getByRole("list", { name: twends, exact: true }).getByRole("listitem").first().textContent(), POLL).toContain(harvest.title);
    expect(await page.evaluate(SUGGESTION_LIST_POSITION)).toBe("absolute");
    const topWithList = await cardTop(page, twends);

    expect(await severeViolations(page, `${prefix}/browse with suggestions at ${width} px`)).toEqual([]);
    const inBox = await new AxeBuilder({ page }).include('form[role="search"]').analyze();
    expect(inBox.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Escape closes the list without moving the results; ArrowDown opens it again on its first option.
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await list.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe("xylophne harv");
    expect(await cardTop(page, twends)).toBe(topWithList);
    await box.press("ArrowDown");
    const first = list.getByRole("option").first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    if (offered > 1) {
      await box.press("ArrowDown");
      expect(await first.getAttribute("aria-selected")).toBe("false");
      await box.press("ArrowUp");
    }
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));

    await box.press("Enter");
    await page.waitForURL(`${app.server.origin}${prefix}/campaign/${harvest.short_id}`);
    await expect.poll(() => page.getByRole("heading", { name: harvest.title }).count(), POLL).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("suggestions by touch and Escape", () => {
  it("opens a tapped suggestion, and a second Escape clears the search", async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${app.server.origin}/browse?q=quok`);
    const box = page.getByRole("combobox", { name: "Search Twends" });
    const list = page.getByRole("listbox", { name: "Suggestions" });

    // Only typing opens the list: the search from the address shows results alone.
    await expect.poll(() => page.getByRole("list", { name: "Twends", exact: true }).getByRole("listitem").count(), POLL).toBe(1);
    expect(await list.isVisible()).toBe(false);

    await box.fill("zzqx");
    await expect.poll(() => page.getByRole("search").getByRole("status").textContent(), POLL).toBe("No suggestions");
    expect(await list.isVisible()).toBe(false);
    await box.press("Escape");
    expect(await box.inputValue()).toBe("");
    await page.waitForURL((url) => !url.searchParams.has("q"));

    await box.pressSequentially("quokka", { delay: 30 });
    const club = created[2]!;
    await list.getByRole("option", { name: club.title }).tap();
    await page.waitForURL(`${app.server.origin}/campaign/${club.short_id}`);
    await expect.poll(() => page.getByRole("heading", { name: club.title }).count(), POLL).toBeGreaterThan(0);
    await context.close();
  });
});
