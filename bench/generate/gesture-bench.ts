import type { Page } from "playwright-core";
import { launchBrowser } from "../../e2e/support/browser.ts";
import { ms } from "../compose/stats.ts";
import { benchPhoto } from "./bench-photo.ts";
import { fillInputs, openGenerator, pageNow, waitForPrecompose } from "./generator-page.ts";
import type { GeneratorCampaign } from "./seed.ts";
import { goal, type BenchSection } from "./section.ts";

const MOVES = 30;
// One pointer event per 60 Hz frame, as a mouse or finger delivers them.
const FRAME_MS = 16;
// After each gesture: the debounced pre-compose (300 ms) is posted to the worker within this window.
const AFTERMATH_MS = 700;
const LONG_TASK_MS = 50;
const REFERENCE_SIZE = 500;

const PREVIEW = 'canvas[role="img"]';
const ZOOM_SLIDER = 'input[type="range"]';

/** Mouse drag inside the photo slot: down, MOVES moves to the right and down, up. */
async function dragPhoto(page: Page, campaign: GeneratorCampaign): Promise<void> {
  const box = await page.locator(PREVIEW).boundingBox();
  if (!box) throw new Error("the live preview is not on screen");
  // The preview is as wide as the background, so one scale maps reference units to CSS pixels on both axes.
  const scale = box.width / REFERENCE_SIZE;
  const start = { x: box.x + campaign.slotCentre.x * scale, y: box.y + campaign.slotCentre.y * scale };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= MOVES; i++) {
    await page.mouse.move(start.x + i * 3, start.y + i * 2);
    await page.waitForTimeout(FRAME_MS);
  }
  await page.mouse.up();
}

/** Scroll-wheel zoom over the preview, the way a trackpad pinch arrives. */
async function wheelZoom(page: Page): Promise<void> {
  const box = await page.locator(PREVIEW).boundingBox();
  if (!box) throw new Error("the live preview is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  for (let i = 0; i < MOVES; i++) {
    await page.mouse.wheel(0, -20);
    await page.waitForTimeout(FRAME_MS);
  }
}

/** Drags the Zoom slider's thumb from its current value to the far right. */
async function sliderZoom(page: Page): Promise<void> {
  const slider = page.locator(ZOOM_SLIDER);
  const box = await slider.boundingBox();
  if (!box) throw new Error("the zoom slider is not on screen");
  const [value, min, max] = await slider.evaluate((input: HTMLInputElement) => [Number(input.value), Number(input.min), Number(input.max)]);
  const from = box.x + ((value - min) / (max - min)) * box.width;
  const to = box.x + box.width - 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let i = 1; i <= MOVES; i++) {
    await page.mouse.move(from + ((to - from) * i) / MOVES, y);
    await page.waitForTimeout(FRAME_MS);
  }
  await page.mouse.up();
}

interface GestureTasks {
  label: string;
  longestMs: number;
  over50: number;
  /** Drawings posted to the compose worker: none would mean the gesture changed nothing. */
  draws: number;
  zoom: string;
}

async function longTasksDuring(page: Page, label: string, gesture: () => Promise<void>): Promise<GestureTasks> {
  const postsBefore = await page.evaluate(() => window.__twendBench?.posts ?? 0);
  const from = await pageNow(page);
  await gesture();
  await page.waitForTimeout(AFTERMATH_MS);
  const to = await pageNow(page);
  const tasks = await page.evaluate(([start, end]) => (window.__twendBench?.longTasks ?? []).filter((t) => t.start >= start && t.start < end).map((t) => t.duration), [
    from,
    to,
  ] as const);
  const draws = (await page.evaluate(() => window.__twendBench?.posts ?? 0)) - postsBefore;
  const zoom = (await page.locator("output").first().textContent()) ?? "?";
  return { label, longestMs: Math.max(0, ...tasks), over50: tasks.filter((d) => d > LONG_TASK_MS).length, draws, zoom };
}

/**
 * Main-thread long tasks (PerformanceObserver 'longtask', buffered, from page
 * start) while the visitor moves and zooms the photo in the live preview,
 * each gesture followed by the debounced pre-compose it triggers.
 */
export const gestureSection: BenchSection = {
  name: "gestures",
  title: `Generator page, main-thread long tasks while adjusting the photo: ${MOVES} pointer/wheel events per gesture, one per ${FRAME_MS} ms, plus ${AFTERMATH_MS} ms after each`,
  async run({ app, campaign }) {
    const [browser, photo] = await Promise.all([launchBrowser(), benchPhoto()]);
    try {
      const page = await openGenerator(browser, app.origin, campaign.shortId);
      // Not a gesture, so outside the goal, but the visitor's first long wait on the main thread: decoding and first drawing the photo.
      const picked = await longTasksDuring(page, "pick a 12 MP photo and type the name, until the pre-compose is done", async () => {
        await fillInputs(page, photo, "Ada Lovelace");
        await waitForPrecompose(page, await pageNow(page));
      });
      const results = [
        await longTasksDuring(page, "wheel zoom over the preview", () => wheelZoom(page)),
        await longTasksDuring(page, "drag in the photo slot", () => dragPhoto(page, campaign)),
        await longTasksDuring(page, "Zoom slider drag", () => sliderZoom(page)),
      ];
      for (const r of results) {
        console.log(
          `  ${r.label}: longest task ${r.longestMs > 0 ? ms(r.longestMs) : `none >= ${LONG_TASK_MS} ms`}, ${r.over50} over ${LONG_TASK_MS} ms (zoom now ${r.zoom}, ${r.draws} pre-compose draw(s) posted)`,
        );
      }
      console.log(
        `  (before the gestures) ${picked.label}: longest task ${picked.longestMs > 0 ? ms(picked.longestMs) : `none >= ${LONG_TASK_MS} ms`}, ${picked.over50} over ${LONG_TASK_MS} ms`,
      );
      const longest = Math.max(...results.map((r) => r.longestMs));
      const over = results.reduce((sum, r) => sum + r.over50, 0);
      console.log(
        `  all gestures: longest ${longest > 0 ? ms(longest) : `none >= ${LONG_TASK_MS} ms`}, ${over} over ${LONG_TASK_MS} ms (goal none over ${LONG_TASK_MS} ms: ${goal(over === 0)})`,
      );
    } finally {
      await browser.close();
    }
  },
};
