import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { DESKTOP, PHONE } from "./support/devices.ts";
import { startServer, startWorker, stopChild, type RunningServer } from "./support/start-server.ts";

/** Where the review screenshots go; looked at by hand, not compared. */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/admin-shots";
const PASSWORD = "Ballot-Frame-2931";
/** A failure seen by the worker (three attempts, backed off) or a refetch of the screen (every 5 s) takes a while. */
const SLOW = { timeout: 30_000 };

interface Mode {
  name: string;
  slug: string;
  env: () => Record<string, string>;
  /** BullMQ mode runs its jobs in a worker process beside the server. */
  worker: boolean;
}

// In process: the server's own queue. On BullMQ: the jobs wait in Redis under a prefix of their own, and a
// worker process started here takes them; a fresh database, unseeded, so the queue holds only this test's jobs.
const MODES: Mode[] = [
  { name: "jobs in process (embedded)", slug: "embedded", env: () => ({}), worker: false },
  ...(process.env.REDIS_URL && process.env.DATABASE_URL
    ? [
        {
          name: "jobs on BullMQ with a worker",
          slug: "bullmq",
          env: () => ({ REDIS_URL: process.env.REDIS_URL ?? "", QUEUE_PREFIX: `twend_jobs_${randomBytes(4).toString("hex")}`, SEED_DEMO: "false" }),
          worker: true,
        },
      ]
    : []),
];

let browser: Browser;
let background: Buffer;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  [browser, background] = await Promise.all([
    launchBrowser(),
    sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 190, g: 60, b: 40 } } })
      .png()
      .toBuffer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** The stored file of a picture, wherever in the media folder the store keeps it. */
async function mediaFile(dataDir: string, bytes: Buffer): Promise<string> {
  const hash = createHash("sha256").update(bytes).digest("hex");
  const entries = await readdir(path.join(dataDir, "media"), { recursive: true });
  const found = entries.find((entry) => path.basename(entry).startsWith(`${hash}.`));
  if (!found) throw new Error(`no stored file for ${hash}`);
  return path.join(dataDir, "media", found);
}

describe.each(MODES)("the admin's job queue screen, $name", (mode) => {
  const adminEmail = `queue-admin-${mode.slug}-${Date.now()}@example.com`;
  let server: RunningServer;
  let worker: ChildProcess | undefined;
  let signups = 0;
  let creatorCookie = "";
  let adminCookie = "";
  let campaignId = 0;
  let backgroundFile = "";

  /** POST /api/auth/register from an address of its own (the per-address sign-up limit); returns the session cookie. */
  async function register(email: string): Promise<string> {
    signups += 1;
    const response = await fetch(`${server.origin}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-forwarded-for": `10.49.${MODES.indexOf(mode)}.${signups}` },
      body: JSON.stringify({ email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  /** The main lane's counts and failed jobs, as the screen reads them. */
  async function mainLane(): Promise<{ counts: Record<string, number>; failed: Array<{ id: string; name: string; error: string | null }> }> {
    const input = encodeURIComponent(JSON.stringify({ lane: "main", state: "failed", limit: 100 }));
    const response = await fetch(`${server.origin}/trpc/admin.jobQueue.jobs?input=${input}`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as {
      result: { data: { lanes: Array<{ lane: string; counts: Record<string, number> }>; jobs: Array<{ id: string; name: string; error: string | null }> } };
    };
    return { counts: result.data.lanes.find((lane) => lane.lane === "main")?.counts ?? {}, failed: result.data.jobs };
  }

  /** Renames the Twend while its background is gone from the store: its link preview job fails, naming it. */
  async function failPreview(title: string): Promise<string> {
    await rename(backgroundFile, `${backgroundFile}.away`);
    const before = new Set((await mainLane()).failed.map((job) => job.id));
    const response = await fetch(`${server.origin}/api/campaigns/${campaignId}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: creatorCookie },
      body: JSON.stringify({ title }),
    });
    expect(response.status).toBe(200);
    let failed: { id: string; error: string | null } | undefined;
    await expect
      .poll(async () => {
        failed = (await mainLane()).failed.find((job) => job.name === "campaign.preview" && !before.has(job.id));
        return failed !== undefined;
      }, SLOW)
      .toBe(true);
    expect(failed?.error).toMatch(/^background [a-f0-9]{64} is missing from the store$/);
    return failed?.id ?? "";
  }

  async function adminPage(device: typeof PHONE | typeof DESKTOP): Promise<Page> {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    page.on("dialog", () => {
      throw new Error("unexpected native dialog");
    });
    await page.goto(`${server.origin}/admin/login`);
    await page.getByLabel("Email", { exact: true }).fill(adminEmail);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    // Through the admin's own navigation.
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Jobs" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/jobs");
    await page.getByRole("heading", { level: 1, name: "Job Queue" }).waitFor();
    return page;
  }

  beforeAll(async () => {
    const env = mode.env();
    server = await startServer({ env: { ADMIN_EMAILS: adminEmail, ...env } });
    // The jobs made to fail here would fill the output with the worker's error lines.
    if (mode.worker) worker = await startWorker(server, env.QUEUE_PREFIX ?? "", { RENDER_PROCESSES: "1", LOG_LEVEL: "fatal" });
    adminCookie = await register(adminEmail);
    creatorCookie = await register(`queue-creator-${mode.slug}-${Date.now()}@example.com`);
    const response = await fetch(`${server.origin}/api/campaigns`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: creatorCookie },
      body: JSON.stringify({ title: "Queue Watchers", background_image_url: `data:image/png;base64,${background.toString("base64")}`, category: "Sports" }),
    });
    expect(response.status).toBe(200);
    campaignId = ((await response.json()) as { data: { id: number } }).data.id;
    backgroundFile = await mediaFile(server.dataDir, background);
    // The Twend's own jobs (its picture copies and first preview) are done before its background goes away.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { counts } = await mainLane();
      if (counts.waiting === 0 && counts.active === 0) break;
      if (Date.now() > deadline) throw new Error(`the main lane did not settle: ${JSON.stringify(counts)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterEach(async () => {
    // A test that stopped half-way leaves the background where the next one expects it.
    await rename(`${backgroundFile}.away`, backgroundFile).catch(() => undefined);
  });
  afterAll(async () => {
    if (worker) await stopChild(worker);
    await server?.stop();
  });

  it("shows a failed job with its error and retries it once the cause is fixed (1280 px)", async () => {
    const jobId = await failPreview("Queue Watchers, renamed");
    const page = await adminPage(DESKTOP);
    expect(await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Jobs" }).getAttribute("aria-current")).toBe("page");
    await page.getByText(mode.worker ? "BullMQ on Redis" : "In process (embedded)").waitFor();
    // The main lane's failed jobs are what the screen opens on.
    expect(await page.getByRole("button", { name: /^Main lane/ }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: /^Failed/ }).getAttribute("aria-pressed")).toBe("true");
    const table = page.getByRole("table", { name: "Main lane: Failed" });
    // The job's id is the title of its id line (the rows' other figures may hold the same digits).
    const row = table.getByRole("row").filter({ has: page.getByTitle(jobId, { exact: true }) });
    await row.getByText("campaign.preview", { exact: true }).waitFor();
    await row.getByText(/background [a-f0-9]{64} is missing from the store/).waitFor();
    await row.getByText(mode.worker ? "3 of 3" : "1 of 1").waitFor();
    await page.screenshot({ path: `${SHOTS}/jobs-failed-${mode.slug}-1280.png`, fullPage: true });

    // The background is back: the retry draws the card, and the job is listed as completed.
    await rename(`${backgroundFile}.away`, backgroundFile);
    await row.getByRole("button", { name: /^Retry/ }).click();
    await page.getByText(`Job ${jobId} is queued again.`).waitFor();
    await row.waitFor({ state: "detached" });
    await expect.poll(async () => page.evaluate("document.activeElement && document.activeElement.id"), SLOW).toBe("queue-jobs-title");
    await page.getByRole("button", { name: /^Completed/ }).click();
    await page.waitForURL((url) => url.searchParams.get("state") === "completed");
    const completed = page.getByRole("table", { name: "Main lane: Completed" });
    await expect
      .poll(
        async () =>
          completed
            .getByRole("row")
            .filter({ has: page.getByTitle(jobId, { exact: true }) })
            .count(),
        SLOW,
      )
      .toBe(1);
    await page.screenshot({ path: `${SHOTS}/jobs-completed-${mode.slug}-1280.png`, fullPage: true });
    expect((await mainLane()).failed.some((job) => job.id === jobId)).toBe(false);
    await page.context().close();
  });

  it("removes a failed job after a confirmation, on a phone (390 px)", async () => {
    const jobId = await failPreview("Queue Watchers, renamed again");
    const page = await adminPage(PHONE);
    const list = page.getByRole("list", { name: "Main lane: Failed" });
    const card = list.getByRole("listitem").filter({ has: page.getByTitle(jobId, { exact: true }) });
    await card.getByText(/is missing from the store/).waitFor();
    await page.screenshot({ path: `${SHOTS}/jobs-failed-${mode.slug}-390.png`, fullPage: true });
    // The narrowest phone: nothing sticks out sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await card.getByRole("button", { name: /^Retry/ }).waitFor();
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${SHOTS}/jobs-failed-${mode.slug}-320.png`, fullPage: true });
    await page.setViewportSize(PHONE.viewport);

    await card.getByRole("button", { name: /^Remove/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove this failed job?" });
    await confirm.getByText(`campaign.preview (${jobId})`, { exact: false }).waitFor();
    // Cancel has the first focus, so Enter never removes by accident.
    await expect.poll(() => page.evaluate("document.activeElement && document.activeElement.textContent")).toBe("Cancel");
    await page.screenshot({ path: `${SHOTS}/jobs-remove-dialog-${mode.slug}-390.png` });
    await confirm.getByRole("button", { name: "Remove job" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByText(`Job ${jobId} was removed.`).waitFor();
    await card.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "No failed jobs" }).waitFor();
    // Its card took the Remove button with it: focus goes on from the list's heading, once the dialog's close event has run.
    await expect.poll(() => page.evaluate("document.activeElement && document.activeElement.id")).toBe("queue-jobs-title");
    await page.screenshot({ path: `${SHOTS}/jobs-empty-${mode.slug}-390.png` });
    const lane = await mainLane();
    expect(lane.failed).toEqual([]);
    expect(lane.counts.failed).toBe(0);
    await page.context().close();
  });
});
