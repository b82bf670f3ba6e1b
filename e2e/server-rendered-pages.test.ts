import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { DESKTOP, PHONE } from "./support/devices.ts";
import { settle } from "./support/public-pages.ts";
import { openCampaignPage } from "./support/campaign-page.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";

const app = useAppUnderTest();
let campaign: SeededCampaign;

beforeAll(async () => {
  campaign = await topTrendingCampaign(app.server.origin);
}, 60_000);

/** The text of the app's root element as the server sent it, before any script could run. */
async function servedRoot(path: string, userAgent?: string): Promise<{ html: string; rootText: string }> {
  const response = await fetch(`${app.server.origin}${path}`, userAgent ? { headers: { "user-agent": userAgent } } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  return {
    html,
    rootText: root
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " "),
  };
}

/** Sum of the layout shifts the page recorded, as Chromium reports them to the page (in-page code, hence a string). */
const CUMULATIVE_SHIFT = `new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  setTimeout(() => resolve(total), 300);
})`;

const cumulativeShift = (page: Page) => page.evaluate<number>(CUMULATIVE_SHIFT);

/** When the page's first contentful paint reached the screen, and when its app's entry was requested, in the page's ms. */
const PAINT_THEN_ENTRY = `(() => {
  const entry = new URL(document.querySelector("meta[name=app-entry]").content, location.href).href;
  return {
    paintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    entryMs: performance.getEntriesByName(entry, "resource")[0]?.startTime ?? null,
  };
})()`;

/**
 * Records, in the page, every formatter of numbers, dates or lists it makes and every number or date
 * it formats through toLocaleString: in-page code, hence a string.
 */
const RECORD_FORMATTING = `(() => {
  const made = (window.__formatting = []);
  for (const name of ["NumberFormat", "DateTimeFormat", "ListFormat", "RelativeTimeFormat", "Segmenter"]) {
    Intl[name] = new Proxy(Intl[name], { construct: (target, args) => (made.push(name), Reflect.construct(target, args)) });
  }
  for (const [owner, label] of [[Number.prototype, "Number"], [Date.prototype, "Date"]]) {
    for (const method of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) {
      const original = owner[method];
      if (original) owner[method] = function (...args) { made.push(label + "." + method); return original.apply(this, args); };
    }
  }
})()`;

/** Opens `path` on a phone and says what the page formatted itself, as it loaded and the SPA took it over. */
async function formattingOnLoad(path: string): Promise<string[]> {
  const context = await app.browser.newContext(PHONE);
  await context.addInitScript(RECORD_FORMATTING);
  const page = await context.newPage();
  // Taken over: the app asks who the visitor is once the page it hydrated is committed.
  const takenOver = page.waitForResponse((response) => response.url().includes("/trpc/account.me"));
  await page.goto(`${app.server.origin}${path}`);
  await takenOver;
  await settle(page);
  const formatted = await page.evaluate<string[]>("window.__formatting");
  await context.close();
  return formatted;
}

/** What the page held when its first frame was drawn: an animation frame callback runs at it (in-page code, hence a string). */
const RECORD_FIRST_FRAME = `requestAnimationFrame(() => {
  window.__firstFrame = { footer: document.querySelector("footer") !== null, state: document.getElementById("twend-state") !== null };
})`;

/** Opens `path` on a phone whose link brings the HTML in pieces, and says what its first frame held. */
async function firstFrameOnSlowLink(path: string): Promise<unknown> {
  const context = await app.browser.newContext(PHONE);
  await context.addInitScript(RECORD_FIRST_FRAME);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // About a second for the page's compressed HTML: the parser gets it in many pieces and could paint between them.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 24 * 1024, uploadThroughput: 24 * 1024 });
  await page.goto(`${app.server.origin}${path}`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction("window.__firstFrame !== undefined");
  const frame = await page.evaluate("window.__firstFrame");
  await context.close();
  return frame;
}

/** The pages the server renders, by name; paths are functions since the seeded Twend is read before the tests. */
const RENDERED_PAGES = [
  { name: "a shared Twend's", path: () => `/campaign/${campaign.short_id}`, formatsOnServer: false },
  { name: "the home", path: () => "/", formatsOnServer: true },
];

describe("a server-rendered page", () => {
  it.each(RENDERED_PAGES)("($name) hydrates with the numbers and dates the server formatted, making no formatter of its own", async ({ path, formatsOnServer }) => {
    const served = await servedRoot(path(), PHONE.userAgent);
    const texts = JSON.parse(/<script type="application\/json" id="twend-state">([\s\S]*?)<\/script>/.exec(served.html)?.[1] ?? "{}") as {
      texts?: Record<string, string>;
    };
    expect(Object.keys(texts.texts ?? {}).length > 0).toBe(formatsOnServer);
    for (const text of Object.values(texts.texts ?? {})) expect(served.rootText).toContain(text.replace(/\s/g, " "));

    await expect(formattingOnLoad(path())).resolves.toEqual([]);
  });

  it.each(RENDERED_PAGES)("($name) draws its first frame once the whole page is parsed, even when the HTML arrives in pieces", async ({ path }) => {
    // One style and layout pass for the page as sent, not one for its top and another for the whole.
    await expect(firstFrameOnSlowLink(path())).resolves.toEqual({ footer: true, state: true });
  });
});

describe("a shared Twend link", () => {
  it("arrives with the Twend's title, category and description in the HTML", async () => {
    const { rootText } = await servedRoot(`/campaign/${campaign.short_id}`, PHONE.userAgent);
    expect(rootText).toContain(campaign.title);
    expect(rootText).toContain(campaign.category);
    expect(rootText).toContain((campaign.description ?? "").split("\n")[0]?.trim());
  });

  it("shows the Twend with scripts switched off", async () => {
    const context = await app.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.server.origin}/campaign/${campaign.short_id}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(campaign.title);
    await context.close();
  });

  describe.each([
    { name: "phone", options: PHONE },
    { name: "desktop", options: DESKTOP },
  ])("taken over by the SPA ($name)", ({ options }) => {
    it("after its first paint, without a request for the Twend, a console message or a layout shift, and the view is counted", async () => {
      const before = campaign.total_views;
      const context = await app.browser.newContext(options);
      const page = await context.newPage();
      const calls: string[] = [];
      const messages: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/trpc/") || url.pathname.startsWith("/api/")) calls.push(url.pathname);
      });
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
      });
      page.on("pageerror", (error) => messages.push(error.message));
      await openCampaignPage(page, `${app.server.origin}/campaign/${campaign.short_id}`);
      await settle(page);
      // Taken over: openTwendPage waited for the view that only the running app records.
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(campaign.title);
      expect(calls.filter((call) => call.includes("byShortId") || call.startsWith("/api/campaigns/"))).toEqual([]);
      expect(calls).toContain("/trpc/campaigns.recordView");
      expect(messages).toEqual([]);
      expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.05);
      // The app is not fetched until the page it takes over is on the screen.
      const { paintMs, entryMs } = await page.evaluate<{ paintMs: number | null; entryMs: number | null }>(PAINT_THEN_ENTRY);
      expect(paintMs).not.toBeNull();
      expect(entryMs).toBeGreaterThanOrEqual(paintMs ?? Infinity);
      await context.close();

      const after = (await (await fetch(`${app.server.origin}/api/campaigns/${campaign.short_id}`)).json()) as { data: { total_views: number } };
      expect(after.data.total_views).toBeGreaterThan(before);
      campaign = { ...campaign, total_views: after.data.total_views };
    });
  });

  it("of a deleted or unknown Twend still says 'Campaign not found'", async () => {
    const { rootText } = await servedRoot("/campaign/no-such-twend-here");
    expect(rootText).toBe("");
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${app.server.origin}/campaign/no-such-twend-here`);
    await expect(page.getByText("Campaign not found").first().waitFor()).resolves.toBeUndefined();
    await context.close();
  });
});

describe("the home page", () => {
  it("arrives with its first screen and the trending Twends in the HTML, hydrates without a shift or a list request, and draws the rest as it is reached", async () => {
    const trending = (await (await fetch(`${app.server.origin}/api/campaigns/trending`)).json()) as { data: Array<{ title: string }> };
    const { rootText } = await servedRoot("/", PHONE.userAgent);
    for (const { title } of trending.data) expect(rootText).toContain(title);

    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/trpc/")) calls.push(url.pathname);
    });
    await page.goto(`${app.server.origin}/`);
    await settle(page);
    expect(calls.filter((call) => call.includes("campaigns.trending") || call.includes("campaigns.recent"))).toEqual([]);
    expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.05);

    // The sections below the first screen are in the HTML but left undrawn until the visitor nears them.
    const drawn = (id: string) => page.evaluate(`document.getElementById(${JSON.stringify(id)}).checkVisibility({ contentVisibilityAuto: true })`);
    expect(await drawn("hero-title")).toBe(true);
    expect(await drawn("features-title")).toBe(false);
    await page.locator("#features-title").scrollIntoViewIfNeeded();
    await expect.poll(() => drawn("features-title")).toBe(true);
    await context.close();
  });
});

describe("a chosen colour scheme", () => {
  it("is remembered: after a reload the page arrives dark on a light device, with the switcher on Dark", async () => {
    const context = await app.browser.newContext({ ...DESKTOP, colorScheme: "light" });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
    });
    const pageColour = () => page.evaluate<string>("getComputedStyle(document.body).backgroundColor");
    await page.goto(`${app.server.origin}/`);
    await settle(page);
    const light = await pageColour();
    // The header's switcher, beside the language (the footer has another).
    const theme = page.getByRole("banner").getByLabel("Theme");
    await theme.selectOption("dark");
    expect(await pageColour()).not.toBe(light);

    const reloaded = await page.reload();
    const served = (await reloaded?.text()) ?? "";
    expect(served).toMatch(/<html data-theme="dark"/);
    expect(served).toContain('<meta name="color-scheme" content="dark"');
    await settle(page);
    const dark = await pageColour();
    expect(dark).not.toBe(light);
    expect(await theme.inputValue()).toBe("dark");
    // Back to the device's scheme: light again, without a reload.
    await theme.selectOption("system");
    expect(await pageColour()).toBe(light);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await pageColour()).toBe(dark);
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe("a signed-in creator on a server-rendered page", () => {
  it("sees the page as sent, then their own account actions from one account check, and the visit is counted", async () => {
    const context = await app.browser.newContext(PHONE);
    const registered = await context.request.post(`${app.server.origin}/api/auth/register`, {
      // An address of its own: the per-IP sign-up budget is not under test here.
      headers: { "x-forwarded-for": "10.73.0.1" },
      data: { email: "hydration-creator@example.com", password: "Ballot-Frame-2931", firstName: "Ada", lastName: "Lovelace" },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/trpc/")) calls.push(url.pathname);
    });
    const visit = page.waitForResponse((r) => r.url().includes("/trpc/visits.track") && r.request().method() === "POST");
    await page.goto(`${app.server.origin}/`);
    // The bar's account actions sit in the mobile menu on a phone.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Dashboard" }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    expect((await visit).status()).toBe(200);
    await settle(page);
    expect(calls.filter((call) => call.includes("account.me"))).toHaveLength(1);
    expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.05);
    await context.close();
  });
});
