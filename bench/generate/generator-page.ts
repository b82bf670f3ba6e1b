import type { Browser, Page } from "playwright-core";

/** What the probe records inside the page; read back with page.evaluate. */
export interface PageProbe {
  /** Messages posted to / answered by the "compose-dp" worker (the pre-compose and Generate draws). */
  posts: number;
  lastPostId: number;
  lastPostAt: number;
  lastReply: { id: number; ok: boolean; at: number } | null;
  longTasks: Array<{ start: number; duration: number }>;
}

declare global {
  interface Window {
    __twendBench?: PageProbe;
  }
}

/** A screen the page is opened on; `wide` says which layout the generator shows there. */
export interface Screen {
  width: number;
  height: number;
  deviceScaleFactor: number;
  wide: boolean;
}

// A phone (the three-step wizard) and a retina laptop (the two columns), each drawing the live preview at its own density.
export const PHONE: Screen = { width: 390, height: 844, deviceScaleFactor: 3, wide: false };
export const LAPTOP: Screen = { width: 1280, height: 800, deviceScaleFactor: 2, wide: true };

export const screenLabel = (screen: Screen) => `${screen.width}x${screen.height} @${screen.deviceScaleFactor}x`;

/**
 * Runs in the page before its scripts. The generator offers no hook telling
 * when its pre-compose has finished, so the compose worker is watched from
 * the outside: a Worker subclass counts the drawings posted to the worker
 * named "compose-dp" and its replies. Long tasks are recorded from the start.
 */
function installProbe(): void {
  const probe: PageProbe = { posts: 0, lastPostId: 0, lastPostAt: 0, lastReply: null, longTasks: [] };
  window.__twendBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });

  const Original = window.Worker;
  window.Worker = class extends Original {
    readonly tracked: boolean;
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.tracked = options?.name === "compose-dp";
      if (!this.tracked) return;
      this.addEventListener("message", (event: MessageEvent<{ id: number; ok: boolean }>) => {
        probe.lastReply = { id: event.data.id, ok: event.data.ok, at: performance.now() };
      });
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      // Drawings carry an id; the message that only readies the worker does not.
      if (this.tracked && typeof (message as { id?: unknown }).id === "number") {
        probe.posts += 1;
        probe.lastPostId = (message as { id: number }).id;
        probe.lastPostAt = performance.now();
      }
      if (Array.isArray(options)) super.postMessage(message, options);
      else super.postMessage(message, options);
    }
  };
}

// tsx compiles this file with esbuild's keepNames, which wraps named functions
// in a __name() helper that does not exist in the page: give the page one.
const NAME_HELPER = "globalThis.__name = (target) => target;";

/** A page in a browser context of its own (empty cache and storage, as for a first-time visitor), instrumented. */
export async function openPage(browser: Browser, screen: Screen): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.deviceScaleFactor });
  await page.addInitScript({ content: NAME_HELPER });
  await page.addInitScript(installProbe);
  page.on("pageerror", (error) => console.error(`  page error: ${error.message}`));
  return page;
}

/** The live preview's canvas has drawn: a fresh canvas is 300 px wide. */
function previewDrawn(): boolean {
  const canvas = document.querySelector<HTMLCanvasElement>('canvas[role="img"]');
  return canvas !== null && canvas.width !== 300;
}

/**
 * The generator page of `shortId`, in a fresh context, once the visitor has acted on it (a key
 * pressed) and the Twend's design and fonts, which wait for that act, are drawn into the live
 * preview: a visitor's file dialog stays open far longer than they take to arrive.
 */
export async function openGenerator(browser: Browser, origin: string, shortId: string, screen: Screen = LAPTOP): Promise<Page> {
  const page = await openPage(browser, screen);
  await page.goto(`${origin}/campaign/${shortId}`);
  await page.getByRole("button", { name: screen.wide ? "Generate DP" : "Continue" }).waitFor();
  // Pressed until the page listens: the server-rendered markup is on screen before its scripts are.
  const deadline = Date.now() + 20_000;
  while (!(await page.evaluate(previewDrawn))) {
    if (Date.now() > deadline) throw new Error("the live preview never drew the design");
    await page.keyboard.press("Shift");
    await page.waitForTimeout(100);
  }
  return page;
}

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Picks the photo (starting over first when a result is shown) and types the name. */
export async function fillInputs(page: Page, photo: Photo, name: string): Promise<void> {
  const again = page.getByRole("button", { name: "Create Another DP" });
  if (await again.isVisible()) {
    await again.click();
    await page.getByRole("button", { name: "Generate DP" }).waitFor();
  }
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByLabel("Your name").fill(name);
}

/** performance.now() in the page, to mark when something happened there. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Waits until the worker has answered, successfully, a draw requested after
 * `since` and nothing newer is in flight: the pre-compose of what is on screen.
 */
export async function waitForPrecompose(page: Page, since: number, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    (after) => {
      const probe = window.__twendBench;
      const reply = probe?.lastReply;
      return !!probe && !!reply && reply.ok && reply.id === probe.lastPostId && probe.lastPostAt > after;
    },
    since,
    { timeout: timeoutMs, polling: 50 },
  );
}
