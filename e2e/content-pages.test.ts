import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";

const app = useAppUnderTest();

const PAGES = [
  { path: "/about", heading: "Every cause deserves a face. Thousands of them.", title: /^About · Twend$/ },
  { path: "/privacy", heading: "Privacy policy", title: /^Privacy policy · Twend$/ },
  { path: "/terms", heading: "Terms of service", title: /^Terms of service · Twend$/ },
  { path: "/roadmap", heading: "Where Twend is going", title: /^Roadmap · Twend$/ },
  { path: "/demo", heading: "From design to download in five steps", title: /^Interactive demo · Twend$/ },
] as const;

// Strings, not functions: this package's TypeScript has no DOM types.
async function hasNoHorizontalScroll(page: Page): Promise<unknown> {
  return page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth");
}

const pageErrors: string[] = [];

async function phone(): Promise<Page> {
  const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

function stepLine(page: Page) {
  return page.getByText(/^Step \d of 5/);
}

async function progress(page: Page): Promise<number> {
  return Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"));
}

describe("content pages", () => {
  it("each renders its heading and title at 390 px without horizontal scroll", async () => {
    const page = await phone();
    for (const { path, heading, title } of PAGES) {
      await page.goto(`${app.server.origin}${path}`);
      await expect.poll(() => page.getByRole("heading", { level: 1, name: heading }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.title()).toMatch(title);
      expect(await hasNoHorizontalScroll(page), path).toBe(true);
    }
    await page.close();
  });

  it("shows today's date on the legal pages", async () => {
    const page = await phone();
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date());
    for (const path of ["/privacy", "/terms"]) {
      await page.goto(`${app.server.origin}${path}`);
      await expect.poll(() => page.getByText(`Last updated: ${today}`).count(), { timeout: 15_000 }).toBe(1);
    }
    await page.close();
  });

  it("runs the demo: advances by itself, pauses, resumes, resets and selects steps", async () => {
    const page = await phone();
    await page.goto(`${app.server.origin}/demo`);
    await expect.poll(() => stepLine(page).textContent()).toMatch(/^Step 1 of 5/);
    // A step lasts 50 ticks of 100 ms.
    await expect.poll(() => stepLine(page).textContent(), { timeout: 8_000 }).toMatch(/^Step 2 of 5/);

    await page.getByRole("button", { name: "Pause", exact: true }).click();
    const paused = await progress(page);
    await page.waitForTimeout(600);
    expect(await progress(page)).toBe(paused);
    expect(await stepLine(page).textContent()).toMatch(/^Step 2 of 5/);

    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => progress(page)).toBeGreaterThan(paused);

    await page.getByRole("button", { name: "Reset", exact: true }).click();
    expect(await stepLine(page).textContent()).toMatch(/^Step 1 of 5/);
    expect(await progress(page)).toBe(0);
    await page.waitForTimeout(400);
    expect(await progress(page)).toBe(0);
    expect(await page.getByRole("button", { name: "Play", exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => progress(page)).toBeGreaterThan(0);
    const steps = page.getByRole("navigation", { name: "The five steps" }).getByRole("button");
    await steps.nth(3).click();
    expect(await stepLine(page).textContent()).toMatch(/^Step 4 of 5/);
    expect(await steps.nth(3).getAttribute("aria-current")).toBe("step");
    expect(await progress(page)).toBe(0);
    await page.waitForTimeout(400);
    expect(await progress(page)).toBe(0);
    expect(await page.getByRole("button", { name: "Play", exact: true }).count()).toBe(1);
    await page.close();
  });

  it("switches roadmap phases with the keyboard and opens the details", async () => {
    const page = await phone();
    await page.goto(`${app.server.origin}/roadmap`);
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await expect.poll(() => tab("Phase 1").getAttribute("aria-selected")).toBe("true");

    await tab("Phase 1").focus();
    await page.keyboard.press("ArrowRight");
    expect(await tab("Phase 2").getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Phase 2");
    expect(await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).textContent()).toMatch(/^Phase 2/);

    await page.keyboard.press("End");
    expect(await tab("Monetization").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await tab("Phase 0").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowLeft");
    expect(await tab("Monetization").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Home");
    expect(await tab("Phase 0").getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getByText("Completed").count()).toBeGreaterThan(0);

    const details = page.getByRole("button", { name: "Phase details" });
    expect(await details.getAttribute("aria-expanded")).toBe("false");
    await details.focus();
    await page.keyboard.press("Enter");
    expect(await details.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("heading", { name: "Business impact" }).isVisible()).toBe(true);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.close();
  });
});
