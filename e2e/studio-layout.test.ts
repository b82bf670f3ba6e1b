import { LIMITS, acceptedFormatsText, megabytes, uploadHint } from "@twend/shared";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

let server: RunningServer;
let browser: Browser;
/** Wider than tall, with a headline band along the top edge, the part a cropped cover loses first. */
let artwork: string;

const ARTWORK = { width: 1000, height: 700 };
const PASSWORD = "Layout-Frame-2026";
const WIDTHS = [320, 390, 1280] as const;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK.width}" height="${ARTWORK.height}"><rect width="100%" height="100%" fill="#4c1d95"/><rect width="100%" height="120" fill="#fde047"/></svg>`;
  artwork = `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64")}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phoneOrDesktop(width: number): Promise<Page> {
  const phone = width < 768;
  const context = await browser.newContext({ viewport: { width, height: phone ? 740 : 800 }, isMobile: phone, hasTouch: phone });
  return context.newPage();
}

async function signUp(page: Page): Promise<void> {
  await page.goto(`${server.origin}/auth?action=signup`);
  await page.getByLabel("First name", { exact: true }).fill("Mae");
  await page.getByLabel("Last name", { exact: true }).fill("Jemison");
  await page.getByLabel("Email", { exact: true }).fill(`layout-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** The documented POST /api/campaigns from the page, with its session cookie: a quick way to a Twend that is not under test here. */
async function createCampaign(page: Page, title: string): Promise<number> {
  const reply = await page.evaluate(
    async (draft) => {
      const response = await fetch("/api/campaigns", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(draft) });
      return { status: response.status, body: (await response.json()) as { data: { id: number } } };
    },
    { title, background_image_url: artwork, category: "Social" },
  );
  expect(reply.status).toBe(200);
  return reply.body.data.id;
}

/**
 * What of the wizard's frame is cut or spills: a step label wider than its box or its column, the title,
 * the footer's row of buttons, a line of the step's own fields cut short with an ellipsis, or the page
 * itself scrolling sideways. A string: this package is
 * type-checked without the DOM library.
 */
function cutWizardParts(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const cut = [];
    const spills = (el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth;
    const steps = [...document.querySelectorAll('nav[aria-label="Progress"] li')];
    if (steps.length !== 4) cut.push("progress has " + steps.length + " steps");
    for (const step of steps) {
      const column = step.getBoundingClientRect();
      for (const el of [step, ...step.querySelectorAll("span:not(.sr-only), button, div")]) {
        const box = el.getBoundingClientRect();
        if (spills(el) || box.right > column.right + 0.5) cut.push("step label " + JSON.stringify(step.innerText));
      }
    }
    const title = document.querySelector("h1");
    if (title && (spills(title) || title.scrollHeight > title.clientHeight + 1)) cut.push("title " + JSON.stringify(title.innerText));
    const submit = document.querySelector('form button[type="submit"]');
    const row = submit && submit.parentElement;
    if (!row) cut.push("no footer buttons");
    else for (const el of [row, ...row.children]) if (spills(el) || el.getBoundingClientRect().right > row.getBoundingClientRect().right + 0.5) cut.push("footer " + JSON.stringify(el.innerText));
    for (const el of document.querySelectorAll("form :not(input, select, textarea)")) if (getComputedStyle(el).textOverflow === "ellipsis" && spills(el)) cut.push("cut text " + JSON.stringify(el.innerText));
    if (document.documentElement.scrollWidth > window.innerWidth) cut.push("page scrolls sideways");
    return [...new Set(cut)];
  })()`);
}

/** Walks the wizard from step 1 to 4, checking each step's frame. */
async function walkWizard(page: Page, firstStep: string): Promise<void> {
  await page.getByText(`Step 1 of 4 · ${firstStep}`).waitFor();
  for (let step = 1; step <= 4; step++) {
    await page.getByText(new RegExp(`^Step ${step} of 4 · `)).waitFor();
    expect(await cutWizardParts(page), `step ${step} at ${page.viewportSize()?.width} px`).toEqual([]);
    if (step < 4) await page.getByRole("button", { name: step === 3 ? /^(Continue|Review Changes)$/ : "Continue" }).click();
  }
}

interface CoverFit {
  objectFit: string;
  natural: number;
  box: { width: number; height: number };
  clipped: boolean;
}

/** The cover image of the card titled `title`, once loaded: how it is fitted, and whether its frame clips any of it. */
async function coverFit(page: Page, title: string): Promise<CoverFit> {
  const image = page
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .locator("img");
  await image.scrollIntoViewIfNeeded();
  const script = `(() => {
    const card = [...document.querySelectorAll("article")].find((article) => article.querySelector("h3")?.textContent.trim() === ${JSON.stringify(title)});
    const img = card?.querySelector("img");
    if (!img || !img.complete || img.naturalWidth === 0) return null;
    const box = img.getBoundingClientRect();
    const frame = img.parentElement.getBoundingClientRect();
    return {
      objectFit: getComputedStyle(img).objectFit,
      natural: img.naturalWidth / img.naturalHeight,
      box: { width: box.width, height: box.height },
      clipped: box.left < frame.left - 0.5 || box.top < frame.top - 0.5 || box.right > frame.right + 0.5 || box.bottom > frame.bottom + 0.5,
    };
  })()`;
  await expect.poll(() => page.evaluate(script)).not.toBeNull();
  return page.evaluate(script) as Promise<CoverFit>;
}

/**
 * Every control of the studio's "Name text" group but the switch that turns the name on, and
 * whether it is disabled itself: its own `disabled`, which assistive tools and scripts read, not
 * only a disabled fieldset around it.
 */
function nameTextControls(page: Page): Promise<Array<{ name: string; disabled: boolean }>> {
  return page.evaluate(`(() => {
    const group = [...document.querySelectorAll("section")].find((section) => section.querySelector("h3")?.textContent.trim().toLowerCase() === "name text");
    return [...(group?.querySelectorAll("input, select, textarea, button:not([role=switch])") ?? [])].map((control) => ({
      name: control.getAttribute("aria-label") ?? control.labels?.[0]?.textContent.trim() ?? control.type,
      disabled: control.disabled === true && control.matches(":disabled"),
    }));
  })()`);
}

async function checkNameSwitch(page: Page): Promise<void> {
  const controls = await nameTextControls(page);
  // Font, text size, the colour picker, seven swatches and the sample name.
  expect(controls.length).toBeGreaterThanOrEqual(11);
  expect(controls.filter((control) => control.disabled)).toEqual([]);
  await page.getByRole("switch", { name: "Include the visitor's name" }).click();
  expect((await nameTextControls(page)).filter((control) => !control.disabled)).toEqual([]);
  expect(await page.getByRole("radio", { name: "Name" }).isDisabled()).toBe(true);
  await page.getByRole("switch", { name: "Include the visitor's name" }).click();
  expect((await nameTextControls(page)).filter((control) => control.disabled)).toEqual([]);
}

describe("studio and dashboard layouts", () => {
  it("shows every wizard step label, the title and the buttons whole at 320, 390 and 1280 px", async () => {
    const setup = await phoneOrDesktop(1280);
    await signUp(setup);
    const id = await createCampaign(setup, "Wizard labels at every width");
    const cookies = await setup.context().cookies();
    await setup.context().close();

    for (const width of WIDTHS) {
      const page = await phoneOrDesktop(width);
      await page.context().addCookies(cookies);
      await page.goto(`${server.origin}/edit/${id}`);
      if (width >= 768) await page.getByText("Step by step", { exact: true }).click();
      await walkWizard(page, "Campaign Details");
      if (width < 768) {
        // The creator's wizard, which only narrow screens get.
        await page.goto(`${server.origin}/create`);
        await page.getByLabel("Title", { exact: true }).fill("Creator wizard labels");
        await page.getByText("Step 1 of 4 · Details").waitFor();
        expect(await cutWizardParts(page), `creator step 1 at ${width} px`).toEqual([]);
      }
      await page.context().close();
    }
  });

  it("shows a Twend's whole artwork on dashboard and browse cards, in boxes the image does not size", async () => {
    const setup = await phoneOrDesktop(1280);
    await signUp(setup);
    const title = "Headline along the top";
    await createCampaign(setup, title);
    const cookies = await setup.context().cookies();
    await setup.context().close();

    for (const width of [390, 1280]) {
      const page = await phoneOrDesktop(width);
      await page.context().addCookies(cookies);
      await page.goto(`${server.origin}/dashboard`);
      const owner = await coverFit(page, title);
      expect(owner.natural).toBeCloseTo(ARTWORK.width / ARTWORK.height, 2);
      expect(owner.objectFit).toBe("contain");
      expect(owner.clipped).toBe(false);

      await page.goto(`${server.origin}/browse?q=${encodeURIComponent(title)}`);
      const card = await coverFit(page, title);
      expect(card.objectFit).toBe("contain");
      expect(card.clipped).toBe(false);
      // A square box whatever the artwork's shape: the image loading in shifts nothing.
      expect(card.box.height).toBeCloseTo(card.box.width, 0);
      await page.context().close();
    }
  });

  it("states the same upload rules on the help page and in the studio as the shared constants", async () => {
    const page = await phoneOrDesktop(390);
    await page.goto(`${server.origin}/help`);
    await page.getByRole("button", { name: "Which image formats and sizes can I upload?" }).click();
    const answer = page.getByRole("region", { name: "Which image formats and sizes can I upload?" });
    const text = await answer.innerText();
    expect(text).toContain(`can be ${acceptedFormatsText()}.`);
    expect(text).toContain(`A background can be up to ${megabytes(LIMITS.backgroundBytes)} and a photo up to ${megabytes(LIMITS.generatorPhotoBytes)}.`);
    expect(text).toContain("converted in your browser");

    await signUp(page);
    await page.goto(`${server.origin}/create`);
    await page.getByLabel("Title", { exact: true }).fill("Rules in the studio");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(uploadHint("background"), { exact: true }).waitFor();
    await page.context().close();
  });

  it("disables every name-text control while the name is switched off, on the one-page studio and in the wizard", async () => {
    const desktop = await phoneOrDesktop(1280);
    await signUp(desktop);
    await desktop.goto(`${server.origin}/create`);
    await desktop.locator('input[type="file"]').setInputFiles({ name: "art.png", mimeType: "image/png", buffer: Buffer.from(artwork.split(",")[1] ?? "", "base64") });
    await desktop.getByRole("radio", { name: "Name" }).waitFor();
    await checkNameSwitch(desktop);
    const id = await createCampaign(desktop, "Name switch");
    const cookies = await desktop.context().cookies();
    await desktop.context().close();

    const phone = await phoneOrDesktop(390);
    await phone.context().addCookies(cookies);
    await phone.goto(`${server.origin}/edit/${id}`);
    await phone.getByRole("button", { name: "Continue" }).click();
    await phone.getByRole("button", { name: "Continue" }).click();
    await phone.getByText("Step 3 of 4 · Design Settings").waitFor();
    await phone.getByRole("radio", { name: "Name" }).waitFor();
    await checkNameSwitch(phone);
    await phone.context().close();
  });
});
