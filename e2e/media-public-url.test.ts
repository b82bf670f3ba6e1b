import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dpFileName, footerHeight } from "@twend/composition";
import { startS3TestServer, type S3TestServer } from "@twend/media/testing/s3";
import { type PublicCampaign, publicCampaignSchema } from "@twend/shared";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { openCampaignPage } from "./support/campaign-page.ts";
import { residentBytes } from "./support/resident-memory.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

const TITLE = "Bucket Rally";
const NAME = "Ada";
const BACKGROUND_SIZE = 1080;
const SLOT = { avatar_x: 150, avatar_y: 100, avatar_size: 200 };

let s3: S3TestServer;
let server: RunningServer;
let browser: Browser;
let campaign: PublicCampaign;

async function readCampaign(shortId: string): Promise<PublicCampaign> {
  return publicCampaignSchema.parse(((await (await fetch(`${server.origin}/api/campaigns/${shortId}`)).json()) as { data: unknown }).data);
}

/** A Twend made through the API by a new creator, once its thumbnail, copies and card are made: no job runs after. */
async function createCampaign(): Promise<PublicCampaign> {
  const registered = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "bucket@example.com", password: "Ballot-Frame-2931", firstName: "Ada", lastName: "Lovelace" }),
  });
  expect(registered.ok).toBe(true);
  const [cookie = ""] = (registered.headers.getSetCookie()[0] ?? "").split(";");
  const background = await sharp({ create: { width: BACKGROUND_SIZE, height: BACKGROUND_SIZE, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .png()
    .toBuffer();
  const created = await fetch(`${server.origin}/api/campaigns`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ title: TITLE, background_image_url: `data:image/png;base64,${background.toString("base64")}`, include_text: true, ...SLOT }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { short_id: shortId } = ((await created.json()) as { data: { short_id: string } }).data;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const read = await readCampaign(shortId);
    if (read.thumbnail_url !== null && read.preview_image_url !== null && read.background_variants.length > 0) return read;
  }
  throw new Error(`the jobs of ${shortId} did not finish within a minute`);
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  // Nothing seeded: the API's memory is measured with no job of its own running.
  [server, browser] = await Promise.all([startServer({ env: { ...s3.env, MEDIA_PUBLIC_URL: s3.publicUrl, SEED_DEMO: "0" } }), launchBrowser()]);
  // As the README asks of a public bucket: the app's pages may read its objects from their scripts.
  await s3.allowReadsFrom(server.origin);
  campaign = await createCampaign();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await s3?.close();
});

describe("media at MEDIA_PUBLIC_URL (a public bucket on s3rver)", () => {
  it("lets a visitor's browser draw and download a DP from the bucket's background, and never asks the API for media", async () => {
    expect(campaign.background_image_url.startsWith(`${s3.publicUrl}/`)).toBe(true);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));

    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    const magenta = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff00ff" } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: magenta });
    await page.getByLabel("Your name").fill(NAME);
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();

    // A canvas tainted by another origin's image could not be exported: the download holding the PNG proves it was not.
    const link = page.getByRole("link", { name: "Download", exact: true });
    expect(await link.getAttribute("href")).toMatch(/^blob:/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(dpFileName(NAME, TITLE));
    const png = await readFile(await download.path());
    const image = sharp(png);
    const meta = await image.metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", BACKGROUND_SIZE, BACKGROUND_SIZE + footerHeight(BACKGROUND_SIZE)]);
    const scale = BACKGROUND_SIZE / 500;
    const centre = Math.round((SLOT.avatar_x + SLOT.avatar_size / 2) * scale);
    const { data } = await image
      .extract({ left: centre, top: Math.round((SLOT.avatar_y + SLOT.avatar_size / 2) * scale), width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    expect(data[2]).toBeGreaterThan(200);

    expect(requested).toContain(campaign.background_image_url);
    expect(requested.filter((url) => url.startsWith(`${server.origin}/media/`))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("streams a 96 MB file through the API's /media route without holding it, byte for byte", async () => {
    // Any bytes will do: the route streams what the bucket holds under a well-formed name.
    const stored = async (size: number) => {
      const bytes = randomBytes(size);
      const hash = createHash("sha256").update(bytes).digest("hex");
      await s3.putObject(`${hash.slice(0, 2)}/${hash}.png`, bytes, "image/png");
      return hash;
    };
    /** Fetches the file from the API as a client reads it, while the API's resident memory is sampled. */
    const fetchWatched = async (hash: string) => {
      const before = residentBytes(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(server.pid));
      }, 5);
      const received = createHash("sha256");
      let length = 0;
      try {
        const res = await fetch(`${server.origin}/media/${hash}.png`);
        expect(res.status).toBe(200);
        for await (const chunk of res.body ?? []) {
          received.update(chunk);
          length += chunk.byteLength;
        }
        return { contentLength: res.headers.get("content-length"), length, hash: received.digest("hex"), growth: peak - before };
      } finally {
        clearInterval(sampler);
      }
    };
    // The route's first use loads code and opens connections; what is measured is a file passing through.
    const warmUp = await stored(4 * 1024 * 1024);
    expect((await fetchWatched(warmUp)).hash).toBe(warmUp);

    const SIZE = 96 * 1024 * 1024;
    const hash = await stored(SIZE);
    const sent = await fetchWatched(hash);
    expect(sent).toMatchObject({ contentLength: String(SIZE), length: SIZE, hash });
    console.info(`API resident memory while it sent a ${SIZE / 1024 / 1024} MB file from S3: +${(sent.growth / 1024 / 1024).toFixed(1)} MB at its peak`);
    // What grows is the garbage of the chunks passed through until the collector runs, whatever the
    // file's size; held whole, the file alone would be all of SIZE, and its copy as one Buffer as much again.
    expect(sent.growth).toBeLessThan(SIZE / 2);
  });
});
