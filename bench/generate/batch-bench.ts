import { readdir, readFile } from "node:fs/promises";
import { createTRPCClient, httpLink, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import type { PrismaClient } from "@twend/db";
import { makeImage } from "@twend/composition/testing";
import { mediaPath } from "@twend/media";
import { BATCH_LIMITS, type BatchDto } from "@twend/shared";
import { designOfRow } from "@twend/db";
import { runRenderTask, type RenderTask } from "@twend/jobs";
import { zipSync } from "fflate";
import sharp from "sharp";
import { benchScene } from "../compose/scenes.ts";
import { median, ms, ratio } from "../compose/stats.ts";
import type { RunningApp } from "./app-server.ts";
import { waitForQuietMachine } from "./quiet-machine.ts";
import { goal, type BenchSection } from "./section.ts";
import { processTicks } from "./process-ticks.ts";

const ROWS = 200;
const PHOTO = { width: 1200, height: 1600 } as const;
/** Base pictures drawn from SVG (slow); every photo is one of them re-coloured, so no two are alike. */
const PHOTO_BASES = 4;
/** Photos encoded at once while the ZIP is made: enough to keep both cores busy. */
const PHOTOS_AT_ONCE = 4;
const SINGLE_RENDERS = 20;
/** Rounds of the single renders: a burst of someone else's work on this shared machine spoils one round, not the figure. */
const SINGLE_ROUNDS = 3;
const RATIO_GOAL = 0.8;
/** The API's resident memory during a batch's upload, above what it held just before. */
const UPLOAD_MEMORY_GOAL_BYTES = 60 * 1024 * 1024;
/** Tighter than the batch screen's poll, so the wall time is not rounded up by much; each poll is a cheap read. */
const POLL_MS = 250;
const BATCH_DEADLINE_MS = 10 * 60_000;
/** /proc counts CPU time in USER_HZ ticks, which Linux reports at 100 a second to every program. */
const TICKS_PER_SECOND = 100;
/** The sign-up and the batch are rate-limited per address: one of the bench's own keeps it off anyone else's budget. */
const CLIENT_HEADERS = { "sec-fetch-site": "same-origin", "x-forwarded-for": "203.0.113.77" } as const;
const REQUEST_HEADERS = { ...CLIENT_HEADERS, "content-type": "application/json" } as const;

/**
 * A class list as organisers send them: mostly Latin names, some in other scripts the bundled
 * fonts draw (Cyrillic, Greek, Hebrew, Arabic, Devanagari), every full name different.
 */
const NAME_GROUPS: ReadonlyArray<{ given: readonly string[]; family: readonly string[] }> = [
  {
    given: ["Ada", "Grace", "Alan", "Zoë", "Łukasz", "Chidi", "Amara", "Mateo", "Siobhán", "Björn"],
    family: ["Lovelace", "Hopper", "Turing", "Okafor", "Nowak", "García", "Ó Briain", "Nguyen", "Müller", "Haddad"],
  },
  { given: ["Анна", "Иван", "Ольга", "Дмитрий", "Мария"], family: ["Иванова", "Петров", "Смирнова", "Кузнецов"] },
  { given: ["Ελένη", "Γιώργος", "Μαρία", "Νίκος", "Σοφία"], family: ["Παπαδοπούλου", "Οικονόμου", "Γεωργίου", "Νικολάου"] },
  { given: ["נועה", "דוד", "שרה", "יוסף", "מיכל"], family: ["כהן", "לוי", "מזרחי", "פרץ"] },
  { given: ["فاطمة", "محمد", "ليلى", "عمر", "مريم"], family: ["الحسن", "العلي", "منصور", "حداد"] },
  { given: ["आरव", "प्रिया", "अर्जुन", "अनन्या", "रोहन"], family: ["शर्मा", "वर्मा", "पटेल", "गुप्ता"] },
];

function classList(count: number): string[] {
  const names = NAME_GROUPS.flatMap(({ given, family }) => family.flatMap((last) => given.map((first) => `${first} ${last}`)));
  if (names.length < count) throw new Error(`only ${names.length} distinct names for ${count} rows`);
  return names.slice(0, count);
}

/** Phone-sized JPEGs, each a base picture turned to a hue and brightness of its own. */
async function phonePhotos(count: number): Promise<Buffer[]> {
  const bases = await Promise.all(
    Array.from({ length: PHOTO_BASES }, async (_, seed) =>
      sharp(await makeImage({ ...PHOTO, kind: "photo", seed, format: "png" }))
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  const photos: Buffer[] = new Array(count);
  for (let start = 0; start < count; start += PHOTOS_AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(PHOTOS_AT_ONCE, count - start) }, async (_, k) => {
        const i = start + k;
        const base = bases[i % PHOTO_BASES];
        if (!base) throw new Error("no base photo");
        photos[i] = await sharp(base.data, { raw: base.info })
          .modulate({ hue: Math.round((i * 360) / count), brightness: 0.9 + (i % 5) * 0.05 })
          .jpeg({ quality: 90 })
          .toBuffer();
      }),
    );
  }
  return photos;
}

/** The CSV and the ZIP of photos as the batch screen picks them. */
async function classUpload(rows: number): Promise<ClassUpload> {
  const names = classList(rows);
  const photos = await phonePhotos(rows);
  const fileNames = names.map((_, i) => `IMG_${String(4000 + i)}.jpg`);
  // Stored, not deflated: JPEGs do not shrink, so deflating would only cost time here and in the API.
  const zip = zipSync(Object.fromEntries(fileNames.map((file, i) => [`photos/${file}`, photos[i] ?? new Uint8Array()])), { level: 0 });
  if (zip.length > BATCH_LIMITS.zipBytes) throw new Error(`the ZIP is ${(zip.length / 1e6).toFixed(1)} MB, over the batch limit`);
  return { csv: ["name,photo", ...names.map((name, i) => `${name},${fileNames[i] ?? ""}`)].join("\n"), zip };
}

interface ClassUpload {
  csv: string;
  zip: Uint8Array;
}

/** How the ZIP travels: as the SPA sends it now (bytes in a multipart form), or as a data URL inside the JSON, as before. */
type UploadPath = "bytes" | "base64";
const UPLOAD_ORDER: readonly UploadPath[] = ["bytes", "base64", "base64", "bytes"];

function last<T>(list: readonly T[]): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error("no batch was run");
  return item;
}

/** Sends the batch by `path`; its answer. */
async function sendBatch(origin: string, cookie: string, campaignId: number, upload: ClassUpload, path: UploadPath): Promise<BatchDto> {
  const input = { campaign_id: campaignId, csv: upload.csv };
  let res: Response;
  if (path === "bytes") {
    const form = new FormData();
    form.append("input", JSON.stringify(input));
    form.append("photos_zip", new Blob([new Uint8Array(upload.zip)], { type: "application/zip" }), "photos.zip");
    // fetch types the form itself, with its boundary.
    res = await fetch(`${origin}/trpc/batches.create`, { method: "POST", headers: { ...CLIENT_HEADERS, cookie }, body: form });
  } else {
    const body = JSON.stringify({ ...input, photos_zip: `data:application/zip;base64,${Buffer.from(upload.zip).toString("base64")}` });
    res = await fetch(`${origin}/trpc/batches.create`, { method: "POST", headers: { ...REQUEST_HEADERS, cookie }, body });
  }
  const answer = (await res.json()) as { result?: { data: BatchDto }; error?: { message: string } };
  if (!answer.result) throw new Error(`batches.create (${path}) answered ${res.status}: ${answer.error?.message ?? "no result"}`);
  return answer.result.data;
}

/** A process's resident memory, as the kernel counts it. */
async function residentBytes(pid: number): Promise<number> {
  const line = (await readFile(`/proc/${pid}/status`, "utf8")).split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** CPU seconds the whole machine has been busy (every process, and time the hypervisor took), from /proc/stat. */
async function machineBusySeconds(): Promise<number> {
  const fields = (await readFile("/proc/stat", "utf8")).split("\n")[0]?.trim().split(/\s+/).slice(1, 9).map(Number) ?? [];
  if (fields.length < 8 || fields.some(Number.isNaN)) throw new Error("unexpected /proc/stat");
  // user nice system idle iowait irq softirq steal: all but idle and iowait is work.
  return (fields.reduce((sum, n) => sum + n, 0) - (fields[3] ?? 0) - (fields[4] ?? 0)) / TICKS_PER_SECOND;
}

/** Every process below `pid`, found through each of its threads' children lists. */
async function descendantPids(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "")));
  const children = lists.flatMap((list) => list.split(/\s+/).filter(Boolean).map(Number));
  const below = await Promise.all(children.map(descendantPids));
  return [...children, ...below.flat()];
}

/**
 * CPU seconds a process and all its descendants have used. A render process retired and reaped
 * mid-batch leaves its own time in its parent's cutime/cstime, so a sample before and one after
 * count it whenever it ended, with no need to catch it alive.
 */
async function treeCpuSeconds(pid: number): Promise<number> {
  const own = await processTicks(pid);
  if (own === null) throw new Error(`process ${pid} is not running (or /proc is not readable)`);
  const below = await Promise.all((await descendantPids(pid)).map(processTicks));
  return below.reduce((sum: number, ticks) => sum + (ticks ?? 0), own) / TICKS_PER_SECOND;
}

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  const res = await fetch(url, { method: "POST", headers: { ...REQUEST_HEADERS, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return res;
}

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** A creator's session, signed up through the API. */
async function signUp(origin: string): Promise<string> {
  const registered = await post(`${origin}/api/auth/register`, {
    email: "batch-bench@example.com",
    password: "Batch-Bench-Frame-2931",
    firstName: "Bench",
    lastName: "Organiser",
  });
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
  if (!cookie) throw new Error("sign-up set no session cookie");
  return cookie;
}

/** A new Twend of the creator's with the compose bench's 1080x1080 design, made through the API: one per batch, as a Twend runs one at a time. */
async function newCampaign(origin: string, cookie: string): Promise<number> {
  const scene = benchScene(1080);
  const background = await makeImage(scene.background);
  const created = await post(
    `${origin}/api/campaigns`,
    {
      ...scene.design,
      title: "Class of 2026 graduation",
      category: "Social",
      background_image_url: `data:image/png;base64,${background.toString("base64")}`,
    },
    cookie,
  );
  const { data } = (await created.json()) as { data: { id: number } };
  return data.id;
}

interface BatchFigures {
  id: string;
  campaignId: number;
  batch: BatchDto;
  wallSeconds: number;
  cpuSeconds: number;
  /** Busy CPU time outside the server's processes meanwhile: PostgreSQL, this process, anyone else's work. */
  restOfMachineCpuSeconds: number;
  uploadSeconds: number;
  uploadCpuSeconds: number;
  /** The API process's resident memory at its peak during the upload, above what it was just before. */
  uploadPeakBytes: number;
  zipBytes: number;
  /** Render processes alive at some poll during the batch. */
  renderProcesses: number;
}

/** Sends the batch by `path` and polls it to the end. */
async function runBatch(app: RunningApp, client: TRPCClient<AppRouter>, cookie: string, upload: ClassUpload, path: UploadPath): Promise<BatchFigures> {
  const campaignId = await newCampaign(app.origin, cookie);
  // The new Twend's thumbnails and link-preview card are drawn in the background, and the photos were just encoded here: neither is the batch's work.
  await waitForQuietMachine();
  const cpuBeforeUpload = await treeCpuSeconds(app.pid);
  const idleBytes = await residentBytes(app.pid);
  let peakBytes = idleBytes;
  const sampler = setInterval(() => {
    void residentBytes(app.pid).then((bytes) => {
      peakBytes = Math.max(peakBytes, bytes);
    });
  }, 10);
  const uploadStart = performance.now();
  const created = await sendBatch(app.origin, cookie, campaignId, upload, path).finally(() => clearInterval(sampler));
  const start = performance.now();
  // Rows may start a moment before the answer arrives: at most part of one row is counted with the upload.
  const [cpuStart, machineStart] = await Promise.all([treeCpuSeconds(app.pid), machineBusySeconds()]);
  let batch = created;
  // Polled alongside, to tell a slow row that started a new render process from one that did not.
  const processesSeen = new Set(await descendantPids(app.pid));
  while (batch.status !== "done") {
    if (performance.now() - start > BATCH_DEADLINE_MS) throw new Error(`batch not done after ${BATCH_DEADLINE_MS / 1000} s: ${batch.done} made, ${batch.failed} failed`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    batch = await client.batches.get.query({ id: created.id });
    for (const pid of await descendantPids(app.pid)) processesSeen.add(pid);
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const [cpuEnd, machineEnd] = await Promise.all([treeCpuSeconds(app.pid), machineBusySeconds()]);
  const cpuSeconds = cpuEnd - cpuStart;
  return {
    id: created.id,
    campaignId,
    batch,
    wallSeconds,
    cpuSeconds,
    restOfMachineCpuSeconds: machineEnd - machineStart - cpuSeconds,
    uploadSeconds: (start - uploadStart) / 1000,
    uploadCpuSeconds: cpuStart - cpuBeforeUpload,
    uploadPeakBytes: peakBytes - idleBytes,
    zipBytes: upload.zip.length,
    renderProcesses: processesSeen.size,
  };
}

/** Each row's time from the one before it finished (the first from the batch's start) to its own finish, in ms, and the batch's span by the database's clock. */
async function rowTimes(prisma: PrismaClient, batchId: string): Promise<{ times: number[]; spanSeconds: number | null }> {
  const stored = await prisma.dpBatch.findUniqueOrThrow({ where: { id: batchId }, select: { startedAt: true, finishedAt: true } });
  const rows = await prisma.dpBatchRow.findMany({ where: { batchId, status: "done" }, select: { updatedAt: true }, orderBy: { updatedAt: "asc" } });
  const finishes = rows.map((row) => row.updatedAt.getTime());
  const started = stored.startedAt?.getTime();
  const times = finishes.map((at, i) => at - (i === 0 ? (started ?? at) : (finishes[i - 1] ?? at)));
  const spanSeconds = started !== undefined && stored.finishedAt ? (stored.finishedAt.getTime() - started) / 1000 : null;
  return { times, spanSeconds };
}

interface SingleFigures {
  renders: number;
  /** Medians over the rounds. */
  perWallSecond: number;
  perCpuSecond: number;
  /** Each round's renders per CPU-second. */
  roundsPerCpuSecond: number[];
  /** Every timed render's wall time, in ms. */
  times: number[];
}

/**
 * The rows' own DPs drawn here one at a time, from what the worker reads (the stored background
 * and photos, the design as the worker builds it), spread over the class list so every script is in.
 */
async function singleRenders(app: RunningApp, prisma: PrismaClient, campaignId: number, batchId: string): Promise<SingleFigures> {
  const campaign = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
  const background = await fetchBytes(app.origin + campaign.backgroundImageUrl);
  const sampled = await prisma.dpBatchRow.findMany({
    // CSV lines: the header is line 1, so the rows are lines 2 to ROWS + 1.
    where: { batchId, row: { in: Array.from({ length: SINGLE_RENDERS }, (_, i) => 2 + Math.floor((i * ROWS) / SINGLE_RENDERS)) } },
    select: { name: true, photoHash: true, photo: { select: { mimeType: true } } },
    orderBy: { row: "asc" },
  });
  const host = new URL(app.origin).host;
  const tasks = await Promise.all(
    sampled.map(async (row): Promise<RenderTask> => {
      if (!row.photoHash || !row.photo) throw new Error(`the row of ${row.name} has no stored photo`);
      const photo = await fetchBytes(app.origin + mediaPath(row.photoHash, row.photo.mimeType));
      return { kind: "dp", input: { design: designOfRow(campaign), background, photo, name: row.name, footer: { host } } };
    }),
  );
  if (tasks.length === 0) throw new Error("no rows to render one at a time");
  await waitForQuietMachine();
  // Each script's fonts are loaded and shaped the first time a name needs them, which a render
  // process did once for the whole batch: every sampled row is drawn once untimed.
  for (const task of tasks) await runRenderTask(task);
  const times: number[] = [];
  const perWall: number[] = [];
  const perCpu: number[] = [];
  for (let round = 0; round < SINGLE_ROUNDS; round += 1) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    for (const task of tasks) {
      const renderStart = performance.now();
      await runRenderTask(task);
      times.push(performance.now() - renderStart);
    }
    const wallSeconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    perWall.push(tasks.length / wallSeconds);
    perCpu.push(tasks.length / ((cpu.user + cpu.system) / 1e6));
  }
  return { renders: tasks.length, perWallSecond: median(perWall), perCpuSecond: median(perCpu), roundsPerCpuSecond: perCpu, times };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One batch's figures: its rate, its rows' times, and its upload's cost. */
function printRun(run: BatchFigures, rows: { times: number[]; spanSeconds: number | null }): void {
  const { batch } = run;
  console.log(
    `    ${batch.total} rows: ${batch.done} made, ${batch.failed} failed in ${run.wallSeconds.toFixed(1)} s = ${(batch.done / run.wallSeconds).toFixed(2)} DPs/s;` +
      ` ${run.cpuSeconds.toFixed(1)} CPU-s (server + render processes) = ${(batch.done / run.cpuSeconds).toFixed(2)} DPs per CPU-s (DPs/s per core)`,
  );
  for (const failure of batch.failures.slice(0, 3)) console.log(`    failed row ${failure.row} (${failure.name}): ${failure.message}`);
  const slowest = Math.max(...rows.times);
  console.log(
    `    per row, finish to finish: median ${ms(median(rows.times))}, slowest ${ms(slowest)} (number ${rows.times.indexOf(slowest) + 1} to finish);` +
      ` first row taken to last finished ${rows.spanSeconds === null ? "n/a" : `${rows.spanSeconds.toFixed(1)} s`} (database clock); ${run.renderProcesses} render processes seen`,
  );
  console.log(`    rest of the machine meanwhile (PostgreSQL, this process, anyone else's work): ${run.restOfMachineCpuSeconds.toFixed(1)} CPU-s`);
  console.log(
    `    upload before the answer (CSV + ${(run.zipBytes / 1e6).toFixed(1)} MB ZIP read, photos checked and stored): ${run.uploadSeconds.toFixed(1)} s,` +
      ` ${run.uploadCpuSeconds.toFixed(1)} CPU-s (not in the figures above); the API's resident memory at its peak +${mb(run.uploadPeakBytes)}`,
  );
}

/**
 * A creator's batch as the batch screen sends it (a CSV of names and a ZIP of phone photos, through
 * the API), timed from the answer to the last DP made, with the CPU time of the server and its
 * render processes; against the same DPs drawn one at a time in this process with no queue,
 * database or storage around them.
 */
export const batchSection: BenchSection = {
  name: "batch",
  title:
    `Batch: DPs per CPU-second (DPs/s per core) of a ${ROWS}-row batch of 1080x1080 DPs (CSV + ZIP of ${PHOTO.width}x${PHOTO.height} JPEGs through the API, ` +
    `server + render processes), against single renders in process`,
  async run({ app, prisma }) {
    const cookie = await signUp(app.origin);
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${app.origin}/trpc`, headers: () => ({ ...REQUEST_HEADERS, cookie }) })] });
    const upload = await classUpload(ROWS);
    // In the order bytes, data URL, data URL, bytes: the first batch also warms the render processes (fonts, shaping).
    const all: Record<UploadPath, BatchFigures[]> = { bytes: [], base64: [] };
    for (const path of UPLOAD_ORDER) {
      const figures = await runBatch(app, client, cookie, upload, path);
      all[path].push(figures);
      console.log(`  the ZIP ${path === "bytes" ? "as bytes in a multipart form (as the SPA sends it)" : "as a data URL inside the JSON (as before)"}:`);
      printRun(figures, await rowTimes(prisma, figures.id));
    }
    const runs = { bytes: last(all.bytes), base64: last(all.base64) };
    const run = runs.bytes;
    const { batch } = run;
    const perWall = batch.done / run.wallSeconds;
    const perCpu = batch.done / run.cpuSeconds;
    // Each path's figure is the median of its batches (with two, their mean); its worst is its maximum.
    const withUpload = (figures: BatchFigures) => figures.batch.done / (figures.cpuSeconds + figures.uploadCpuSeconds);
    const peaks = (path: UploadPath) => all[path].map((figures) => figures.uploadPeakBytes);
    const memoryGoalMet = Math.max(...peaks("bytes")) < UPLOAD_MEMORY_GOAL_BYTES;
    console.log(
      `  peak API memory during the upload of the ${(run.zipBytes / 1e6).toFixed(1)} MB ZIP, median / max: as bytes +${mb(median(peaks("bytes")))} / +${mb(Math.max(...peaks("bytes")))},` +
        ` as a data URL +${mb(median(peaks("base64")))} / +${mb(Math.max(...peaks("base64")))} (goal, as bytes < ${mb(UPLOAD_MEMORY_GOAL_BYTES)} above idle at its max: ${goal(memoryGoalMet)})`,
    );
    const rates = (path: UploadPath) => all[path].map(withUpload);
    const pathRatio = median(rates("bytes")) / median(rates("base64"));
    console.log(
      `  DPs per CPU-s, upload included, median of each path's batches: as bytes ${median(rates("bytes")).toFixed(2)} (${rates("bytes")
        .map((n) => n.toFixed(2))
        .join(", ")}), as a data URL ${median(rates("base64")).toFixed(2)} (${rates("base64")
        .map((n) => n.toFixed(2))
        .join(", ")}): ${ratio(pathRatio)} (goal, not lower than the data URL's: ${goal(pathRatio >= 1)})`,
    );

    const single = await singleRenders(app, prisma, run.campaignId, run.id);
    console.log(
      `  single renders in process, one at a time (${single.renders} of the rows, each drawn once before to warm up; median of ${SINGLE_ROUNDS} rounds):` +
        ` ${single.perWallSecond.toFixed(2)} renders/s, ${single.perCpuSecond.toFixed(2)} renders per CPU-s (rounds ${single.roundsPerCpuSecond.map((n) => n.toFixed(2)).join(", ")});` +
        ` per render median ${ms(median(single.times))}, slowest ${ms(Math.max(...single.times))}`,
    );
    const cpuRatio = perCpu / single.perCpuSecond;
    console.log(
      `  batch DPs per CPU-s / single renders per CPU-s: ${ratio(cpuRatio)} (goal >= ${RATIO_GOAL}: ${goal(cpuRatio >= RATIO_GOAL)});` +
        ` per wall second: ${ratio(perWall / single.perWallSecond)}`,
    );
  },
};
