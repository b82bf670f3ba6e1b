import { BATCH_LIMITS, BATCH_MESSAGES, MESSAGES, fillTemplate, type BatchDto, type BatchProblem } from "@twend/shared";
import { strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCreator, TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let background: string;

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  background = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(() => t.close());

const photo = (r: number) =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: { r, g: 200, b: 40 } } })
    .jpeg()
    .toBuffer();

const zipDataUrl = (files: Record<string, Uint8Array>) => `data:application/zip;base64,${Buffer.from(zipSync(files)).toString("base64")}`;

async function campaignOf(c: TestClient, title = "Volunteers 2026"): Promise<number> {
  const res = await c.post("/api/campaigns", {
    title,
    background_image_url: background,
    avatar_x: 200,
    avatar_y: 150,
    avatar_size: 200,
    avatar_shape: "circle",
    text_x: 300,
    text_y: 450,
    include_text: true,
    category: "Social",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: number }).id;
}

interface Answer<T> {
  status: number;
  data: T | undefined;
  message: string | undefined;
  problems: BatchProblem[] | undefined;
}

async function call<T>(c: TestClient, method: "GET" | "POST", procedure: string, input: unknown, headers?: Record<string, string>): Promise<Answer<T>> {
  const res =
    method === "POST"
      ? await c.post(`/trpc/${procedure}`, input, headers)
      : await c.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, headers);
  const body = res.body as { result?: { data: T }; error?: { message: string; data?: { problems?: BatchProblem[] } } };
  return { status: res.status, data: body.result?.data, message: body.error?.message, problems: body.error?.data?.problems };
}

const create = (c: TestClient, input: Record<string, unknown>, headers?: Record<string, string>) => call<BatchDto>(c, "POST", "batches.create", input, headers);
const list = (c: TestClient, campaignId: number) => call<{ campaign: { title: string }; batches: BatchDto[] }>(c, "GET", "batches.list", { campaign_id: campaignId });

describe("a batch of DPs", () => {
  it("makes one PNG per CSV row with the worker, matched to its photo in the ZIP, and hands out a ZIP of them by a signed link", async () => {
    const c = await signedUpCreator(t.app, "organiser");
    const campaignId = await campaignOf(c);
    const csv = ["Name,Photo,Team", "Ada Lovelace,ada.jpg,Blue", '"Grace Hopper, RDML",photos/GRACE.JPG,Red', "Alan Turing,,Green", "Ada Lovelace,ada.jpg,Blue"].join(
      "\n",
    );
    const zip = zipDataUrl({ "ada.jpg": await photo(250), "photos/grace.jpg": await photo(10), "unused.png": await photo(90) });

    const created = await create(c, { campaign_id: campaignId, csv, photos_zip: zip });
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ campaign_id: campaignId, status: "running", total: 4, done: 0, failed: 0, download_url: null });
    await t.ctx.jobs.idle();

    const answer = await list(c, campaignId);
    expect(answer.data?.campaign.title).toBe("Volunteers 2026");
    const [batch] = answer.data?.batches ?? [];
    expect(batch).toMatchObject({ id: created.data?.id, status: "done", total: 4, done: 4, failed: 0, seconds_left: null, failures: [] });
    const url = batch?.download_url ?? "";
    expect(url).toMatch(/^\/api\/batches\/[0-9a-f-]{36}\/dps\.zip\?expires=\d+&signature=[\w-]+$/);
    expect(Date.parse(batch?.link_expires_at ?? "") - Date.now()).toBeGreaterThan((BATCH_LIMITS.linkHours - 1) * 3600_000);

    // The link works without the session, as a download manager would follow it.
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[\w-]+-dps\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual([
      "Ada Lovelace_Volunteers 2026_DP.png",
      "Grace Hopper, RDML_Volunteers 2026_DP.png",
      "Alan Turing_Volunteers 2026_DP.png",
      "Ada Lovelace_Volunteers 2026_DP (2).png",
    ]);
    // Each is the Twend's 600 px background with its footer strip, its photo in the slot: red for Ada, dark for Grace, none for Alan.
    const slotPixel = async (name: string) => {
      const png = files[name] ?? new Uint8Array();
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(600);
      const at = (300 * info.width + 300) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    expect((await slotPixel("Ada Lovelace_Volunteers 2026_DP.png"))[0]).toBeGreaterThan(200);
    expect((await slotPixel("Grace Hopper, RDML_Volunteers 2026_DP.png"))[0]).toBeLessThan(60);
    expect(await slotPixel("Alan Turing_Volunteers 2026_DP.png")).toEqual([20, 120, 200]);
  });

  it("matches photos by the person's name when the CSV has no photo column", async () => {
    const c = await signedUpCreator(t.app, "byname");
    const campaignId = await campaignOf(c, "Speakers");
    const created = await create(c, { campaign_id: campaignId, csv: "name\nKatherine Johnson\n", photos_zip: zipDataUrl({ "Katherine Johnson.JPG": await photo(200) }) });
    expect(created.status, created.message).toBe(200);
    await t.ctx.jobs.idle();
    const row = await t.ctx.db.prisma.dpBatchRow.findFirstOrThrow({ where: { batchId: created.data?.id } });
    expect(row).toMatchObject({ status: "done", fileName: "Katherine Johnson_Speakers_DP.png" });
    expect(row.photoHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a wrong CSV with every problem, each with its line and column, in the caller's language, and queues nothing", async () => {
    const c = await signedUpCreator(t.app, "typos");
    const campaignId = await campaignOf(c);
    const csv = ["name,photo", "Ada,ada.jpg", `${"x".repeat(BATCH_LIMITS.nameChars + 1)},`, ",", "Grace,grace.jpg", "Alan,notes.txt"].join("\n");
    const zip = zipDataUrl({ "ada.jpg": await photo(1), "notes.txt": strToU8("not a picture") });
    const refused = await create(c, { campaign_id: campaignId, csv, photos_zip: zip });
    expect(refused.status).toBe(400);
    expect(refused.problems).toEqual([
      { row: 3, column: "name", message: fillTemplate(BATCH_MESSAGES.nameTooLong, { max: BATCH_LIMITS.nameChars }) },
      { row: 4, column: null, message: BATCH_MESSAGES.nameAndPhotoMissing },
    ]);
    expect(refused.message).toBe(refused.problems?.[0]?.message);

    const fixed = ["name,photo", "Ada,ada.jpg", "Grace,grace.jpg", "Alan,notes.txt"].join("\n");
    const photos = await create(c, { campaign_id: campaignId, csv: fixed, photos_zip: zip });
    expect(photos.problems).toEqual([
      { row: 3, column: "photo", message: fillTemplate(BATCH_MESSAGES.photoNotInZip, { file: "grace.jpg" }) },
      { row: 4, column: "photo", message: MESSAGES.imageUnsupportedType },
    ]);
    const spanish = await create(c, { campaign_id: campaignId, csv: "nombre\nAda" }, { "accept-language": "es" });
    expect(spanish.status).toBe(400);
    expect(spanish.problems?.[0]).toMatchObject({ row: 1, column: null });
    expect(spanish.problems?.[0]?.message).not.toBe(BATCH_MESSAGES.nameColumnMissing);
    expect(await t.ctx.db.prisma.dpBatch.count({ where: { campaignId } })).toBe(0);
  });

  it("refuses too many rows, a photo without a ZIP, a file that is not a ZIP and a CSV that cannot be read", async () => {
    const c = await signedUpCreator(t.app, "limits");
    const campaignId = await campaignOf(c);
    const rows = Array.from({ length: BATCH_LIMITS.maxRows + 1 }, (_, i) => `Person ${i}`);
    const tooMany = await create(c, { campaign_id: campaignId, csv: ["name", ...rows].join("\n") });
    expect(tooMany.problems).toEqual([{ row: null, column: null, message: fillTemplate(BATCH_MESSAGES.tooManyRows, { max: BATCH_LIMITS.maxRows, count: rows.length }) }]);
    const noZip = await create(c, { campaign_id: campaignId, csv: "name;photo\nAda;ada.jpg" });
    expect(noZip.problems).toEqual([{ row: 2, column: "photo", message: fillTemplate(BATCH_MESSAGES.photoWithoutZip, { file: "ada.jpg" }) }]);
    const notZip = await create(c, {
      campaign_id: campaignId,
      csv: "name\nAda",
      photos_zip: `data:application/zip;base64,${Buffer.from("hello there").toString("base64")}`,
    });
    expect(notZip.problems).toEqual([{ row: null, column: null, message: BATCH_MESSAGES.zipUnreadable }]);
    const quotes = await create(c, { campaign_id: campaignId, csv: 'name\nAda\n"Grace\nAlan' });
    expect(quotes.status).toBe(400);
    expect(quotes.problems?.[0]?.message).toMatch(/^The CSV file could not be read from line \d+ on/);
    expect(await create(c, { campaign_id: campaignId, csv: "  \n" })).toMatchObject({ status: 400, message: BATCH_MESSAGES.csvEmpty });
  });

  it("lets one batch of a Twend run at a time, and shows a Twend's batches only to who may edit it", async () => {
    const c = await signedUpCreator(t.app, "owner");
    const campaignId = await campaignOf(c);
    const first = await create(c, { campaign_id: campaignId, csv: "name\nAda\nGrace" });
    expect(first.status).toBe(200);
    const second = await create(c, { campaign_id: campaignId, csv: "name\nAlan" });
    // Unless the first already finished, in process, before the second call.
    if (second.status !== 200) expect(second).toMatchObject({ status: 409, message: BATCH_MESSAGES.batchRunning });
    await t.ctx.jobs.idle();

    const stranger = await signedUpCreator(t.app, "stranger");
    expect((await list(stranger, campaignId)).status).toBe(404);
    expect(await call(stranger, "GET", "batches.get", { id: first.data?.id })).toMatchObject({ status: 404, message: BATCH_MESSAGES.batchNotFound });
    expect((await create(stranger, { campaign_id: campaignId, csv: "name\nMallory" })).status).toBe(404);
    expect((await call(new TestClient(t.app), "GET", "batches.list", { campaign_id: campaignId })).status).toBe(401);
  });

  it("lists each batch with its own counts and failed rows, at most fifty of them, in row order", async () => {
    const c = await signedUpCreator(t.app, "lists");
    const campaignId = await campaignOf(c);
    const names = (count: number) => ["name", ...Array.from({ length: count }, (_, i) => `Volunteer ${i + 1}`)].join("\n");
    const many = await create(c, { campaign_id: campaignId, csv: names(60) });
    await t.ctx.jobs.idle();
    const few = await create(c, { campaign_id: campaignId, csv: names(3) });
    await t.ctx.jobs.idle();
    // As the worker leaves rows it gave up on: 55 of the first batch (lines 2 to 56) and the last of the second.
    await t.ctx.db.prisma.dpBatchRow.updateMany({ where: { batchId: many.data?.id, row: { lte: 56 } }, data: { status: "failed" } });
    await t.ctx.db.prisma.dpBatchRow.updateMany({ where: { batchId: few.data?.id, row: 4 }, data: { status: "failed" } });

    const listed = (await list(c, campaignId)).data?.batches ?? [];
    expect(listed.map((batch) => [batch.id, batch.done, batch.failed, batch.failures.length])).toEqual([
      [few.data?.id, 2, 1, 1],
      [many.data?.id, 5, 55, 50],
    ]);
    expect(listed[0]?.failures).toEqual([{ row: 4, name: "Volunteer 3", message: BATCH_MESSAGES.rowFailed }]);
    expect(listed[1]?.failures.map((failure) => failure.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect((await call<BatchDto>(c, "GET", "batches.get", { id: many.data?.id })).data).toMatchObject({ done: 5, failed: 55, failures: listed[1]?.failures });
  });

  it("starts one of two batches sent for a Twend at the same moment, and refuses the other as running", async () => {
    const c = await signedUpCreator(t.app, "twice");
    const campaignId = await campaignOf(c);
    const csv = ["name", ...Array.from({ length: 40 }, (_, i) => `Runner ${i + 1}`)].join("\n");
    const answers = await Promise.all([create(c, { campaign_id: campaignId, csv }), create(c, { campaign_id: campaignId, csv })]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.message).toBe(BATCH_MESSAGES.batchRunning);
    await t.ctx.jobs.idle();
    expect(await t.ctx.db.prisma.dpBatch.count({ where: { campaignId } })).toBe(1);
  });

  it("refuses a forged or expired download link without reading the batch", async () => {
    const c = await signedUpCreator(t.app, "links");
    const campaignId = await campaignOf(c);
    const created = await create(c, { campaign_id: campaignId, csv: "name\nAda" });
    await t.ctx.jobs.idle();
    const batch = (await call<BatchDto>(c, "GET", "batches.get", { id: created.data?.id })).data;
    const url = new URL(batch?.download_url ?? "", "http://x");
    const forged = `${url.pathname}?expires=${Number(url.searchParams.get("expires")) + 3600}&signature=${url.searchParams.get("signature")}`;
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(404);
    const { signDownloadLink } = await import("./download-link.ts");
    const old = signDownloadLink(t.ctx.sessionSecret, created.data?.id ?? "", new Date(), Date.now() - 48 * 3600_000);
    const expired = await t.app.inject({ method: "GET", url: old.url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ success: false, error: BATCH_MESSAGES.linkExpired });
  });
});
