import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { createTwendsAsCreator, type CreatedTwend, type CreatorTwends } from "./support/creator-twends.ts";

const app = useAppUnderTest();
// Under a loaded CI machine a first render can take seconds; vitest polls for 1 s by default.
const POLL = { timeout: 10_000 };

/** Titles no seeded Twend shares, so a search for the marker finds exactly these. */
const MARKER = "Zebracorn";
const DRAFTS = [
  { title: `${MARKER} Jazz Night`, category: "Music" },
  { title: `${MARKER} Safety Week`, category: "Safety & Health" },
  { title: "Quokka Coding Club", category: "Tech" },
] as const;

let created: CreatedTwend[] = [];
let session: CreatorTwends["session"];

beforeAll(async () => {
  ({ created, session } = await createTwendsAsCreator(app.server.origin, "browser@example.com", DRAFTS));
});

function cards(page: Page) {
  return page.getByRole("list", { name: "Twends", exact: true }).getByRole("listitem");
}

function countLine(page: Page) {
  return page.getByText(/^[\d,]+ Twends found/);
}

// Strings, not functions: this package's TypeScript has no DOM types.
async function hasNoHorizontalScroll(page: Page): Promise<unknown> {
  return page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth");
}

async function historyLength(page: Page): Promise<unknown> {
  return page.evaluate("history.length");
}

describe("/browse", () => {
  it("searches, filters and sorts through the URL, keeps them on reload, switches the view and opens a Twend", async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${app.server.origin}/browse`);
    await expect.poll(() => countLine(page).count(), POLL).toBe(1);
    const everything = await cards(page).count();
    expect(everything).toBeGreaterThanOrEqual(DRAFTS.length);
    expect(await page.getByLabel("Sort by").inputValue()).toBe("trending");

    // Typing narrows the list once the typist pauses, and replaces the history entry instead of adding one per key.
    const entries = await historyLength(page);
    const search = page.getByRole("combobox", { name: "Search Twends" });
    await search.pressSequentially(MARKER, { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get("q") === MARKER);
    await expect.poll(() => countLine(page).textContent(), POLL).toBe("2 Twends found");
    await expect.poll(() => cards(page).count(), POLL).toBe(2);
    expect(await historyLength(page)).toBe(entries);

    await page.getByLabel("Category").selectOption("Music");
    await expect.poll(() => countLine(page).textContent(), POLL).toBe("1 Twends found in Music");
    await expect.poll(() => cards(page).count(), POLL).toBe(1);
    await page.getByLabel("Sort by").selectOption("newest");
    await page.waitForURL((url) => url.searchParams.get("sort") === "newest");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: MARKER, category: "Music", sort: "newest" });

    // The card shows what the spec lists: title, category, views, generations and the creation date.
    const jazz = created[0]!;
    const card = cards(page).first();
    const text = await card.innerText();
    expect(text).toContain(jazz.title);
    expect(text).toContain("Music");
    expect(text).toMatch(/\d+ views?/);
    expect(text).toMatch(/\d+ generations?/);
    expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const image = card.locator("img");
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect(await image.getAttribute("width")).not.toBeNull();

    await page.reload();
    await expect.poll(() => countLine(page).textContent(), POLL).toBe("1 Twends found in Music");
    expect(await search.inputValue()).toBe(MARKER);
    expect(await page.getByLabel("Category").inputValue()).toBe("Music");
    expect(await page.getByLabel("Sort by").inputValue()).toBe("newest");

    // List rows carry small thumbnails; grid cards large covers.
    const gridButton = page.getByRole("button", { name: "Grid view" });
    const listButton = page.getByRole("button", { name: "List view" });
    expect(await gridButton.getAttribute("aria-pressed")).toBe("true");
    const gridWidth = (await cards(page).first().locator("img").boundingBox())?.width ?? 0;
    await listButton.click();
    await page.waitForURL((next) => next.searchParams.get("view") === "list");
    // The router renders navigations in a transition, so the page may catch up just after the URL.
    await expect.poll(() => listButton.getAttribute("aria-pressed"), POLL).toBe("true");
    expect(await gridButton.getAttribute("aria-pressed")).toBe("false");
    const listWidth = (await cards(page).first().locator("img").boundingBox())?.width ?? 0;
    expect(listWidth).toBeGreaterThan(0);
    expect(listWidth).toBeLessThan(gridWidth / 2);
    expect(await cards(page).first().innerText()).toMatch(/\d+ generations?/);
    await gridButton.click();
    await page.waitForURL((next) => !next.searchParams.has("view"));

    // A filter that matches nothing says so, and clearing it brings every Twend back.
    await search.fill(`${MARKER} nothing like this`);
    await expect.poll(() => page.getByRole("heading", { name: "No Twends Found" }).count(), POLL).toBe(1);
    expect(await page.getByText("Try adjusting your search or filters").count()).toBe(1);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect.poll(() => cards(page).count(), POLL).toBe(everything);
    expect(await search.inputValue()).toBe("");

    await search.fill(MARKER);
    await expect.poll(() => cards(page).count(), POLL).toBe(2);
    // The search box's suggestions hang over the first cards until Escape closes them.
    const safety = created[1]!;
    await page.getByRole("option", { name: safety.title }).waitFor();
    await search.press("Escape");
    await page.getByRole("link", { name: safety.title }).click();
    await page.waitForURL(`**/campaign/${safety.short_id}`);
    await expect.poll(() => page.getByRole("heading", { name: safety.title }).count(), POLL).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([390, 320])("fits a %i px phone without sideways scrolling, in both views, with Create Twend and Sign In for visitors", async (width) => {
    const page = await app.browser.newPage({ viewport: { width, height: 844 } });
    await page.goto(`${app.server.origin}/browse?category=Safety+%26+Health`);
    await expect.poll(() => countLine(page).textContent(), POLL).toMatch(/ in Safety & Health$/);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Create Twend" }).first().getAttribute("href")).toBe("/create");
    expect(await main.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth?action=signin");
    expect(await main.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    await page.getByRole("button", { name: "List view" }).click();
    await expect.poll(() => page.getByRole("button", { name: "List view" }).getAttribute("aria-pressed"), POLL).toBe("true");
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.close();
  });

  it("offers Dashboard and Create Twend to a signed-in user", async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ ...session, url: app.server.origin }]);
    const page = await context.newPage();
    await page.goto(`${app.server.origin}/browse`);
    const main = page.getByRole("main");
    await expect.poll(() => main.getByRole("link", { name: "Dashboard" }).count(), POLL).toBe(1);
    expect(await main.getByRole("link", { name: "Create Twend" }).first().getAttribute("href")).toBe("/create");
    expect(await main.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    await context.close();
  });
});
