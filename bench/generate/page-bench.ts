import type { Browser, Locator, Page, Request } from "playwright-core";
import { launchBrowser } from "../../e2e/support/browser.ts";
import { median, ms, ratio } from "../compose/stats.ts";
import { fetchDesign, openBareGenerator } from "./bare-generator.ts";
import { portraitPhoto } from "./bench-photo.ts";
import { LAPTOP, PHONE, openGenerator, openPage, screenLabel, waitForPrecompose, type Photo, type Screen } from "./generator-page.ts";
import { goal, type BenchSection } from "./section.ts";

const SAMPLES = 10;
const NAME = "Ada Lovelace";
// After the pre-compose: the tasks that follow it (blob hand-over, React commit, the preview's repaint) pass and the page is idle.
const QUIET_MS = 300;

interface ClickCase {
  label: string;
  settled: boolean;
  goalMs: number;
}

const CASES: readonly ClickCase[] = [
  { label: "inputs settled, page idle", settled: true, goalMs: 50 },
  { label: "click the instant the photo is picked", settled: false, goalMs: 100 },
];

interface ClickTiming {
  /** Click event to the Download link holding the PNG (a blob: URL), on screen. */
  readyMs: number;
  /** To the next animation frame after that: when it can first be painted. */
  frameMs: number;
  /** The result panel's "Loading your DP's actions" fallback was in the page between the click and ready. */
  fallback: boolean;
  /** Scripts requested from the pick (right after it) or the click (settled) until the figure was read. */
  scripts: number;
  /** Click to the compose worker's reply, when the PNG came after the click. */
  pngMs: number | null;
}

declare global {
  interface Window {
    __twendClickToReady?: Promise<{ clickAt: number; readyAt: number; frameAt: number; fallback: boolean }>;
  }
}

const GENERATE = "Generate DP";

/**
 * Arms the in-page stopwatch: the event timestamp of the first click on
 * `generate` to the DOM mutation after which a visible Download link holds a
 * blob: URL (MutationObserver), all on the page's performance clock, so CDP
 * round trips are not counted. It also notes whether a loading fallback showed.
 */
function armStopwatch(generate: string): void {
  window.__twendClickToReady = new Promise((resolve) => {
    let clickAt = Number.NaN;
    let fallback = false;
    document.addEventListener(
      "click",
      (event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (Number.isNaN(clickAt) && button?.textContent?.trim() === generate) clickAt = event.timeStamp;
      },
      { capture: true },
    );
    const holdsPng = (link: HTMLAnchorElement) =>
      link.textContent?.trim() === "Download" && link.href.startsWith("blob:") && link.hasAttribute("download") && link.offsetParent !== null;
    const observer = new MutationObserver(() => {
      if (Number.isNaN(clickAt)) return;
      if (document.body.textContent?.includes("Loading your DP")) fallback = true;
      if (![...document.querySelectorAll("a")].some(holdsPng)) return;
      const readyAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => resolve({ clickAt, readyAt, frameAt: performance.now(), fallback }));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

/**
 * In the page, the visitor who clicks the instant the page lets them: from the photo input's
 * change event on, each button of `labels` is clicked, in turn, in the same task as the DOM
 * change that shows it enabled. No CDP round trip lies between the pick and the click.
 */
function armImpatientVisitor(labels: readonly string[]): void {
  const queue = [...labels];
  let picked = false;
  const clickWhatIsReady = () => {
    while (picked && queue.length > 0) {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === queue[0] && !b.disabled);
      if (!button) return;
      queue.shift();
      button.click();
    }
    if (queue.length === 0) observer.disconnect();
  };
  const observer = new MutationObserver(clickWhatIsReady);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener(
    "change",
    () => {
      picked = true;
      clickWhatIsReady();
    },
    { capture: true, once: true },
  );
}

/** Picks the photo through the file chooser that `opener` opens, as a visitor does. */
async function pickPhoto(page: Page, opener: Locator, photo: Photo): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), opener.click()]);
  await chooser.setFiles(photo);
}

/** Clicks Generate with the mouse at its centre. */
async function mouseClickGenerate(page: Page): Promise<void> {
  const generate = page.getByRole("button", { name: GENERATE });
  await generate.scrollIntoViewIfNeeded();
  const box = await generate.boundingBox();
  if (!box) throw new Error("Generate DP is not on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Arms the stopwatch, runs `act` (which leads to the click on Generate) and reads the figures. */
async function timeClick(page: Page, act: () => Promise<void>): Promise<ClickTiming> {
  let scripts = 0;
  const countScript = (request: Request) => {
    if (request.resourceType() === "script") scripts++;
  };
  await page.evaluate(armStopwatch, GENERATE);
  page.on("request", countScript);
  await act();
  const t = await page.evaluate(() => window.__twendClickToReady);
  page.off("request", countScript);
  if (!t) throw new Error("the stopwatch was not armed");
  const replyAt = await page.evaluate(() => window.__twendBench?.lastReply?.at ?? Number.NaN);
  return { readyMs: t.readyAt - t.clickAt, frameMs: t.frameAt - t.clickAt, fallback: t.fallback, scripts, pngMs: replyAt > t.clickAt ? replyAt - t.clickAt : null };
}

interface Target {
  browser: Browser;
  origin: string;
  shortId: string;
  photo: Photo;
}

/**
 * One visitor in a fresh context: the name typed, the photo picked through the file chooser the
 * upload box opens, Continue on a phone, then the first click on Generate, either with the mouse
 * once the pre-compose is done and the page idle, or the instant the page lets them.
 */
async function appSample({ browser, origin, shortId, photo }: Target, screen: Screen, settled: boolean): Promise<ClickTiming> {
  const page = await openGenerator(browser, origin, shortId, screen);
  try {
    await page.getByLabel("Your name").fill(NAME);
    const upload = page.getByText("Upload your photo");
    if (!settled) {
      const clicks = screen.wide ? [GENERATE] : ["Continue", GENERATE];
      return await timeClick(page, async () => {
        await page.evaluate(armImpatientVisitor, clicks);
        await pickPhoto(page, upload, photo);
      });
    }
    await pickPhoto(page, upload, photo);
    if (!screen.wide) await page.getByRole("button", { name: "Continue" }).click();
    await waitForPrecompose(page, 0);
    await page.waitForTimeout(QUIET_MS);
    return await timeClick(page, () => mouseClickGenerate(page));
  } finally {
    await page.context().close();
  }
}

async function bareSample({ browser, origin, photo }: Target, design: Awaited<ReturnType<typeof fetchDesign>>, screen: Screen, settled: boolean): Promise<ClickTiming> {
  const page = await openPage(browser, screen);
  try {
    await openBareGenerator(page, origin, design, NAME);
    const upload = page.locator("#photo");
    if (!settled) {
      return await timeClick(page, async () => {
        await page.evaluate(armImpatientVisitor, [GENERATE]);
        await pickPhoto(page, upload, photo);
      });
    }
    await pickPhoto(page, upload, photo);
    await page.waitForTimeout(QUIET_MS);
    return await timeClick(page, () => mouseClickGenerate(page));
  } finally {
    await page.context().close();
  }
}

function runsLine(timings: readonly ClickTiming[]): string {
  return timings.map((t) => `${t.readyMs.toFixed(0)}${t.scripts ? ` (+${t.scripts} script${t.scripts > 1 ? "s" : ""})` : ""}`).join(", ");
}

function report(screen: Screen, clickCase: ClickCase, app: readonly ClickTiming[], bare: readonly ClickTiming[]): void {
  const ready = app.map((t) => t.readyMs);
  const bareReady = bare.map((t) => t.readyMs);
  const [m, max, bareMedian] = [median(ready), Math.max(...ready), median(bareReady)];
  const pngs = app.flatMap((t) => (t.pngMs === null ? [] : [t.pngMs]));
  console.log(
    `  ${screenLabel(screen)}, ${clickCase.label}: median ${ms(m)}, max ${ms(max)} (goal <= ${clickCase.goalMs} ms: median ${goal(m <= clickCase.goalMs)}, max ${goal(max <= clickCase.goalMs)});` +
      ` bare generator median ${ms(bareMedian)}, max ${ms(Math.max(...bareReady))} (app/bare ${ratio(m / bareMedian)})`,
  );
  console.log(
    `    app, each a first click, in order, ms: ${runsLine(app)}; to the next frame: median ${ms(median(app.map((t) => t.frameMs)))};` +
      ` loading fallback shown in ${app.filter((t) => t.fallback).length} of ${app.length}` +
      (pngs.length ? `; PNG from the worker after the click in ${pngs.length}: median ${ms(median(pngs))}` : ""),
  );
  console.log(`    bare, in order, ms: ${runsLine(bare)}`);
}

/**
 * What a visitor waits for: the first click on Generate in a fresh browser
 * context (empty cache, as a visitor following a shared link) to the Download
 * link holding the PNG, on the seeded 1080x1080 Twend with name text and a
 * 1200x1600 JPEG photo; on a phone and on a laptop, with the inputs settled
 * and the instant the photo is picked (no time to pre-compose). Every sample
 * is a first click, none is set aside; each alternates with one of the bare
 * generator, so both see the same load on the machine.
 */
export const clickToDownloadSection: BenchSection = {
  name: "click",
  title: `Generator page, first click on Generate of a fresh browser context to the Download link holding the PNG: headless Chromium, 1200x1600 JPEG photo, ${SAMPLES} samples per case, against a bare generator (no framework, draws on the click) in the same run`,
  async run({ app, campaign }) {
    const [browser, photo, design] = await Promise.all([launchBrowser(), portraitPhoto(), fetchDesign(app.origin, campaign.shortId)]);
    const target: Target = { browser, origin: app.origin, shortId: campaign.shortId, photo };
    try {
      for (const screen of [PHONE, LAPTOP]) {
        for (const clickCase of CASES) {
          const appTimings: ClickTiming[] = [];
          const bareTimings: ClickTiming[] = [];
          for (let sample = 0; sample < SAMPLES; sample++) {
            appTimings.push(await appSample(target, screen, clickCase.settled));
            bareTimings.push(await bareSample(target, design, screen, clickCase.settled));
          }
          report(screen, clickCase, appTimings, bareTimings);
        }
      }
    } finally {
      await browser.close();
    }
  },
};
