import { setTimeout as sleep } from "node:timers/promises";
import { BATCH_LIMITS, BATCH_MESSAGES, MB, MESSAGES, fillTemplate, type BatchProblem } from "@twend/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { creatorWithCampaign } from "./testing/creator-campaign.ts";
import { deflatedZerosAfter, handMadeZip, honestEntry, type HandMadeEntry } from "./testing/hand-made-zip.ts";

// Every photo check the API makes, counted, so a test can tell a photo was decoded once.
const photoChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("@twend/media", async (importOriginal) => {
  const media = await importOriginal<typeof import("@twend/media")>();
  return {
    ...media,
    acceptImageBytes: (...args: Parameters<typeof media.acceptImageBytes>) => {
      photoChecks.count += 1;
      return media.acceptImageBytes(...args);
    },
  };
});

/** How far a hostile request may take the process's JavaScript memory (heap and buffers) past where it started. */
const MEMORY_BOUND = 150 * MB;
/** How long the liveness check may take while a hostile request runs. */
const LIVE_BOUND_MS = 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let c: TestClient;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ creator: c, campaignId } = await creatorWithCampaign(t, "hostile"));
});
afterAll(() => t.close());

interface Watched {
  status: number;
  message: string | undefined;
  problems: BatchProblem[] | undefined;
  ms: number;
  slowestLiveMs: number;
  /** Peak growth while the request ran: JavaScript's heap and buffers, and the whole process. */
  memoryGrowth: number;
  rssGrowth: number;
}

const inUse = () => {
  const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
  return { memory: heapUsed + arrayBuffers, rss };
};

/** Sends a batch while GET /healthz/live is asked again and again and memory is sampled, as a probe would. */
async function sendWatched(csv: string, zip?: Buffer): Promise<Watched> {
  const input = { campaign_id: campaignId, csv, ...(zip ? { photos_zip: `data:application/zip;base64,${zip.toString("base64")}` } : {}) };
  await t.app.inject({ method: "GET", url: "/healthz/live" });
  const before = inUse();
  const peak = { ...before };
  const sample = () => {
    const now = inUse();
    peak.memory = Math.max(peak.memory, now.memory);
    peak.rss = Math.max(peak.rss, now.rss);
  };
  const sampler = setInterval(sample, 5);
  let answered = false;
  let slowestLiveMs = 0;
  let lives = 0;
  // Timed from when each check is due, as a client asking every 10 ms would see it: a blocked
  // event loop delays the asking as much as the answer.
  const watching = (async () => {
    while (!answered) {
      const due = performance.now() + 10;
      await sleep(10);
      const live = await t.app.inject({ method: "GET", url: "/healthz/live" });
      expect(live.statusCode).toBe(200);
      slowestLiveMs = Math.max(slowestLiveMs, performance.now() - due);
      lives += 1;
    }
  })();
  const sent = performance.now();
  const res = await c.post("/trpc/batches.create", input).finally(() => {
    answered = true;
  });
  const ms = performance.now() - sent;
  await watching;
  clearInterval(sampler);
  sample();
  expect(lives).toBeGreaterThan(0);
  const body = res.body as { error?: { message: string; data?: { problems?: BatchProblem[] } } };
  const watched = {
    status: res.status,
    message: body.error?.message,
    problems: body.error?.data?.problems,
    ms,
    slowestLiveMs,
    memoryGrowth: peak.memory - before.memory,
    rssGrowth: peak.rss - before.rss,
  };
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  console.info(
    `${expect.getState().currentTestName}: ${watched.status} in ${ms.toFixed(0)} ms; slowest /healthz/live ${slowestLiveMs.toFixed(0)} ms of ${lives}; ` +
      `heap+buffers ${mb(before.memory)} -> peak +${mb(watched.memoryGrowth)}, rss ${mb(before.rss)} -> peak +${mb(watched.rssGrowth)}`,
  );
  return watched;
}

function expectHarmless(watched: Watched): void {
  expect(watched.slowestLiveMs).toBeLessThan(LIVE_BOUND_MS);
  expect(watched.memoryGrowth).toBeLessThan(MEMORY_BOUND);
}

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

const csvOf = (header: string, rows: readonly string[]) => [header, ...rows].join("\n");

describe("a hostile batch upload", () => {
  it("stops unpacking a photo at the photo limit when its headers claim a hundred bytes and it inflates to 1 GiB", async () => {
    const zip = handMadeZip([{ name: "p.png", packed: deflatedZerosAfter(PNG_SIGNATURE, 1024 * MB), declaredSize: 100 }]);
    expect(zip.length).toBeLessThan(2 * MB);

    const watched = await sendWatched(csvOf("name,photo", ["Ada,p.png"]), zip);
    const tooLarge = fillTemplate(BATCH_MESSAGES.photoTooLarge, { file: "p.png", max: BATCH_LIMITS.photoBytes / MB });
    expect(watched).toMatchObject({ status: 400, message: tooLarge, problems: [{ row: 2, column: "photo", message: tooLarge }] });
    expectHarmless(watched);
  });

  it("unpacks one photo at a time and stops at the total for the batch, whether the headers tell the sizes or hide them", async () => {
    const png = await tinyPng();
    // Each a real photo followed by zeros up to just under the photo limit; together past the total.
    const packed = deflatedZerosAfter(png, BATCH_LIMITS.photoBytes - png.length - 1);
    const files = Math.ceil(BATCH_LIMITS.unpackedBytes / BATCH_LIMITS.photoBytes) + 10;
    const entries = (declaredSize: number): HandMadeEntry[] => Array.from({ length: files }, (_, i) => ({ name: `p${i}.png`, packed, declaredSize }));
    const csv = csvOf(
      "name,photo",
      Array.from({ length: files }, (_, i) => `Person ${i},p${i}.png`),
    );
    const unpackedTooLarge = fillTemplate(BATCH_MESSAGES.zipUnpackedTooLarge, { max: BATCH_LIMITS.unpackedBytes / MB });
    const refused = { status: 400, message: unpackedTooLarge, problems: [{ row: null, column: null, message: unpackedTooLarge }] };

    const told = await sendWatched(csv, handMadeZip(entries(BATCH_LIMITS.photoBytes - 1)));
    expect(told).toMatchObject(refused);
    expectHarmless(told);

    const checksBefore = photoChecks.count;
    const hidden = await sendWatched(csv, handMadeZip(entries(100)));
    expect(hidden).toMatchObject(refused);
    expectHarmless(hidden);
    // Every file holds the same bytes: unpacked and counted one by one, checked once.
    expect(photoChecks.count - checksBefore).toBe(1);
  });

  it("refuses a ZIP listing more files than a batch reads, from its directory alone", async () => {
    const png = await tinyPng();
    const zip = handMadeZip(Array.from({ length: BATCH_LIMITS.zipFiles + 1 }, (_, i) => honestEntry(`p${i}.png`, png)));
    const watched = await sendWatched(csvOf("name,photo", ["Ada,p0.png"]), zip);
    const tooMany = fillTemplate(BATCH_MESSAGES.zipTooManyFiles, { max: BATCH_LIMITS.zipFiles });
    expect(watched).toMatchObject({ status: 400, message: tooMany, problems: [{ row: null, column: null, message: tooMany }] });
    expectHarmless(watched);
  });

  it("decodes a large photo once however many rows name it, by its name or by its bytes, and none once the batch is refused", async () => {
    const big = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: { r: 200, g: 20, b: 30 } } })
      .png()
      .toBuffer();
    const damaged = (await tinyPng()).subarray(0, 60);
    const zip = handMadeZip([honestEntry("big.png", big), honestEntry("copy.png", big), honestEntry("damaged.png", damaged)]);
    const rows = [...Array.from({ length: 30 }, (_, i) => `Big ${i},big.png`), ...Array.from({ length: 30 }, (_, i) => `Copy ${i},copy.png`), "Damaged,damaged.png"];

    const checksBefore = photoChecks.count;
    const watched = await sendWatched(csvOf("name,photo", rows), zip);
    expect(watched).toMatchObject({ status: 400, message: MESSAGES.imageUnreadable, problems: [{ row: 62, column: "photo", message: MESSAGES.imageUnreadable }] });
    expect(photoChecks.count - checksBefore).toBe(2);
    expectHarmless(watched);

    const missing = fillTemplate(BATCH_MESSAGES.photoNotInZip, { file: "missing.png" });
    const refused = await sendWatched(csvOf("name,photo", [...rows, "Missing,missing.png"]), zip);
    expect(refused).toMatchObject({ status: 400, message: missing, problems: [{ row: 63, column: "photo", message: missing }] });
    expect(photoChecks.count - checksBefore).toBe(2);
    expectHarmless(refused);
  });

  it("counts a CSV's rows only up to one past the limit, and parses a CSV of nothing but commas without stalling", async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `P${i}`);
    const tooMany = fillTemplate(BATCH_MESSAGES.tooManyRows, { max: BATCH_LIMITS.maxRows, count: rows.length });
    const watched = await sendWatched(csvOf("name", rows));
    expect(watched).toMatchObject({ status: 400, message: tooMany, problems: [{ row: null, column: null, message: tooMany }] });
    expectHarmless(watched);

    const commas = await sendWatched(csvOf(`first${",".repeat(BATCH_LIMITS.csvBytes - 100)}`, ["Ada"]));
    expect(commas).toMatchObject({
      status: 400,
      message: BATCH_MESSAGES.nameColumnMissing,
      problems: [{ row: 1, column: null, message: BATCH_MESSAGES.nameColumnMissing }],
    });
    expectHarmless(commas);
    expect(await t.ctx.db.prisma.dpBatch.count({ where: { campaignId } })).toBe(0);
  });
});
