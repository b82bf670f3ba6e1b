import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "@twend/db";
import { unzipSync, zipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { PHONE } from "./support/devices.ts";
import { residentBytes } from "./support/resident-memory.ts";
import { startServer, startWorker, stopChild, type RunningServer } from "./support/start-server.ts";

// Its own queues on the shared Redis, so only the workers started here take this server's jobs.
const QUEUE_PREFIX = `twend_batch_${randomBytes(4).toString("hex")}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ROWS = 50;
const PASSWORD = "Ballot-Frame-2931";
const TITLE = "Volunteers Day";

let server: RunningServer;
let browser: Browser;
let db: Database;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Two render processes, so the batch takes one at a time; a lock of 2 s, so a killed worker's job is taken back soon. */
const startBatchWorker = () => startWorker(server, QUEUE_PREFIX, { RENDER_PROCESSES: "2", JOB_LOCK_SECONDS: "2" });

/** Distinct people: some names in other scripts, two people of one name. */
const people = Array.from({ length: ROWS }, (_, i) => (i === 7 ? "Ngozi Okafor" : i === 12 ? "Юлия Смирнова" : i === 30 ? "Ngozi Okafor" : `Volunteer ${i + 1}`));

async function photoZip(): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < ROWS; i += 1) {
    files[`team/p${i + 1}.jpg`] = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: (i * 5) % 256, g: 120, b: 200 - i } } })
      .jpeg()
      .toBuffer();
  }
  return Buffer.from(zipSync(files));
}

async function signUpWithCampaign(page: Page): Promise<number> {
  await page.goto(`${server.origin}/auth?action=signup`);
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Organiser");
  await page.getByLabel("Email", { exact: true }).fill(`organiser-${randomBytes(3).toString("hex")}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  const background = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: { r: 109, g: 40, b: 217 } } })
    .png()
    .toBuffer();
  const created = await page.evaluate(
    async (draft) => {
      const response = await fetch("/api/campaigns", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(draft) });
      return (await response.json()) as { data: { id: number } };
    },
    { title: TITLE, background_image_url: `data:image/png;base64,${background.toString("base64")}`, category: "Social", avatar_x: 150, avatar_y: 100, avatar_size: 200 },
  );
  return created.data.id;
}

const doneRows = async () => db.prisma.dpBatchRow.count({ where: { status: "done" } });

beforeAll(async () => {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) return;
  [server, browser] = await Promise.all([startServer({ env: { QUEUE_PREFIX, REDIS_URL: process.env.REDIS_URL } }), launchBrowser()]);
  db = await createDatabase({ databaseUrl: server.databaseUrl });
});
afterAll(async () => {
  await db?.close();
  await browser?.close();
  await server?.stop();
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("a creator's batch of DPs", () => {
  it("makes 50 DPs from a CSV and a ZIP of photos on a phone, finishing after its worker is killed mid-way, and the ZIP holds each by name", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    let worker = await startBatchWorker();
    try {
      const campaignId = await signUpWithCampaign(page);
      await page.goto(`${server.origin}/dashboard`);
      await page.getByRole("link", { name: `Team DPs for ${TITLE}` }).click();
      await page.waitForURL((url) => url.pathname === `/dashboard/twends/${campaignId}/batch`);
      await expect.poll(() => page.getByText("No batches yet").isVisible()).toBe(true);

      const csv = ["name,photo,role", ...people.map((name, i) => `${name.includes(",") ? `"${name}"` : name},P${i + 1}.JPG,volunteer`)].join("\n");
      await page.getByLabel("CSV of names").setInputFiles({ name: "team.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByLabel("ZIP of photos").setInputFiles({ name: "photos.zip", mimeType: "application/zip", buffer: await photoZip() });
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/trpc/batches.create");
      await page.getByRole("button", { name: "Make DPs" }).click();
      // The ZIP goes as bytes in a form, not as a data URL inside JSON.
      const upload = await sent;
      expect(upload.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);

      // The worker dies outright (no goodbye) with the batch part made; with it dead, the rows stop where they are.
      await waitFor(doneRows, (done) => done >= 10, "the first rows");
      worker.kill("SIGKILL");
      await new Promise((resolve) => worker.once("exit", resolve));
      const made = await doneRows();
      expect(made).toBeLessThan(ROWS);
      // The screen says how far it got, and stays there while no worker runs.
      await expect.poll(() => page.getByText(`${made} / ${ROWS}`).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(3000);
      expect(await doneRows()).toBe(made);

      worker = await startBatchWorker();
      const download = page.getByRole("link", { name: "Download ZIP" });
      await download.waitFor({ timeout: 180_000 });
      await expect.poll(() => page.getByText(`${ROWS} / ${ROWS}`).isVisible()).toBe(true);
      expect(await db.prisma.dpBatchRow.count({ where: { status: "done" } })).toBe(ROWS);

      const href = (await download.getAttribute("href")) ?? "";
      const zip = await fetch(new URL(href, server.origin));
      expect(zip.status).toBe(200);
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      const expected = people.map((name, i) => (i === 30 ? `${name}_${TITLE}_DP (2).png` : `${name}_${TITLE}_DP.png`));
      expect(Object.keys(files)).toEqual(expected);
      for (const name of expected) expect(Buffer.from(files[name] ?? []).subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const first = await sharp(files[expected[0] ?? ""] ?? Buffer.alloc(0)).metadata();
      expect(first.width).toBe(1080);
      expect(errors).toEqual([]);
    } finally {
      await stopChild(worker);
      await context.close();
    }
  });

  it("takes a ZIP of nearly 50 MB from the browser without ever holding it whole", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      const campaignId = await signUpWithCampaign(page);
      await page.goto(`${server.origin}/dashboard/twends/${campaignId}/batch`);
      await expect.poll(() => page.getByText("No batches yet").isVisible()).toBe(true);
      const photos: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
      for (let i = 1; i <= 3; i += 1) {
        photos[`p${i}.jpg`] = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 60 * i, g: 90, b: 160 } } })
          .jpeg()
          .toBuffer();
      }
      // The rest of the ZIP is a file no row names, stored as it is: the upload is what is measured.
      photos["extras/recording.bin"] = [randomBytes(47 * 1024 * 1024), { level: 0 }];
      const zip = Buffer.from(zipSync(photos));

      await page
        .getByLabel("CSV of names")
        .setInputFiles({ name: "team.csv", mimeType: "text/csv", buffer: Buffer.from("name,photo\nAda,p1.jpg\nAlan,p2.jpg\nGrace,p3.jpg") });
      // From a file, as a visitor picks one: a 50 MB buffer would be copied through the browser's protocol first.
      const zipFile = path.join(mkdtempSync(path.join(tmpdir(), "twend-batch-")), "photos.zip");
      writeFileSync(zipFile, zip);
      await page.getByLabel("ZIP of photos").setInputFiles(zipFile);

      const before = residentBytes(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(server.pid));
      }, 10);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/trpc/batches.create");
      await page.getByRole("button", { name: "Make DPs" }).click();
      const answer = await answered;
      clearInterval(sampler);
      expect(answer.status()).toBe(200);
      expect(await db.prisma.dpBatch.count({ where: { campaignId } })).toBe(1);
      const growth = peak - before;
      console.info(`API resident memory while it took a ${(zip.length / 1024 / 1024).toFixed(1)} MB ZIP: +${(growth / 1024 / 1024).toFixed(1)} MB at its peak`);
      // What grows is the garbage of the chunks streamed through, until the collector runs: some
      // 20-30 MB here, against the whole ZIP and more again when it came as a data URL.
      expect(growth).toBeLessThan(zip.length);
    } finally {
      await context.close();
    }
  });
});
