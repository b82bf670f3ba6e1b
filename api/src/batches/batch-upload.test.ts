import { readdir } from "node:fs/promises";
import type { Readable } from "node:stream";
import { dataPaths } from "@twend/config";
import { BATCH_LIMITS, BATCH_MESSAGES, MB, MESSAGES, fillTemplate, type BatchDto, type BatchProblem } from "@twend/shared";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../testing/http-client.ts";
import { emptyMultipartBody, MULTIPART_TYPE, multipartBody, once } from "../testing/multipart-body.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { creatorWithCampaign } from "./testing/creator-campaign.ts";

// The SPA sends a batch's ZIP as bytes in a multipart body to /trpc/batches.create: the file is
// streamed to disk within the ZIP limit and read from there, and the answer is tRPC's own.

let t: TestApp;
let creator: TestClient;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ creator, campaignId } = await creatorWithCampaign(t, "bytes"));
});
afterAll(() => t.close());

function send(body: Readable, path = "batches.create", cookie = creator.cookie ?? "") {
  return t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": MULTIPART_TYPE, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const staged = async () => readdir(dataPaths(t.ctx.config).stagedUploads).catch(() => []);

const photo = (red: number) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: red, g: 40, b: 40 } } })
    .png()
    .toBuffer();

interface TrpcError {
  error: { message: string; data: { code: string; httpStatus: number; problems?: BatchProblem[] } };
}

describe("a batch whose ZIP is sent as bytes", () => {
  it("is made from the streamed file, answered as tRPC answers, and leaves nothing on disk", async () => {
    const zip = Buffer.from(zipSync({ "team/ada.png": await photo(200), "team/alan.png": await photo(90) }));
    const res = await send(multipartBody({ campaign_id: campaignId, csv: "name,photo\nAda,ada.png\nAlan,alan.png" }, { field: "photos_zip", chunks: () => once(zip) }));
    expect(res.statusCode, res.body).toBe(200);
    const batch = (res.json() as { result: { data: BatchDto } }).result.data;
    expect([batch.campaign_id, batch.total]).toEqual([campaignId, 2]);
    const rows = await t.ctx.db.prisma.dpBatchRow.findMany({ where: { batchId: batch.id }, orderBy: { row: "asc" } });
    expect(rows.map((row) => [row.name, row.photoHash !== null])).toEqual([
      ["Ada", true],
      ["Alan", true],
    ]);
    expect(await staged()).toEqual([]);
  });

  it("lists every problem by line as tRPC errors carry them, the same as for a data URL", async () => {
    // A Twend of its own: the first test's batch is still being made on the other, and one runs at a time.
    const other = await creatorWithCampaign(t, "bytes-problems");
    const zip = Buffer.from(zipSync({ "ada.png": await photo(10) }));
    const res = await send(
      multipartBody({ campaign_id: other.campaignId, csv: "name,photo\nAda,ada.png\nGrace,grace.png" }, { field: "photos_zip", chunks: () => once(zip) }),
      "batches.create",
      other.creator.cookie,
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as TrpcError;
    expect(error.data.problems).toEqual([{ row: 3, column: "photo", message: fillTemplate(BATCH_MESSAGES.photoNotInZip, { file: "grace.png" }) }]);
    expect(await staged()).toEqual([]);
  });

  it("stops reading a ZIP past its limit, holding none of it in memory, and keeps nothing", async () => {
    const chunk = Buffer.alloc(MB);
    async function* endless(): AsyncIterable<Buffer> {
      for (let sent = 0; sent < BATCH_LIMITS.zipBytes + 2 * MB; sent += chunk.length) yield chunk;
    }
    const before = process.memoryUsage();
    const res = await send(multipartBody({ campaign_id: campaignId, csv: "name\nAda" }, { field: "photos_zip", chunks: endless }));
    const after = process.memoryUsage();
    expect(res.statusCode).toBe(413);
    expect((res.json() as TrpcError).error.message).toBe(fillTemplate(BATCH_MESSAGES.zipTooLarge, { max: BATCH_LIMITS.zipBytes / MB }));
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(30 * MB);
    expect(await staged()).toEqual([]);
  });

  it("refuses a caller who may not make batches before reading the file, and a multipart body to any other call", async () => {
    let read = 0;
    async function* counted(): AsyncIterable<Buffer> {
      for (let i = 0; i < 8; i += 1) {
        read += MB;
        yield Buffer.alloc(MB);
      }
    }
    const anonymous = await send(multipartBody({ campaign_id: campaignId, csv: "name\nAda" }, { field: "photos_zip", chunks: counted }), "batches.create", "");
    expect(anonymous.statusCode).toBe(401);
    expect((anonymous.json() as TrpcError).error.message).toBe(MESSAGES.unauthorized);
    expect(read).toBeLessThan(8 * MB);

    const elsewhere = await send(multipartBody({ campaign_id: campaignId }), "batches.list");
    expect(elsewhere.statusCode).toBe(415);
    expect(await staged()).toEqual([]);
  });

  it("refuses a body with a file under another name, or no input", async () => {
    const zip = Buffer.from(zipSync({ "ada.png": await photo(30) }));
    const wrongField = await send(multipartBody({ campaign_id: campaignId, csv: "name,photo\nAda,ada.png" }, { field: "zip", chunks: () => once(zip) }));
    expect([wrongField.statusCode, (wrongField.json() as TrpcError).error.message]).toEqual([400, MESSAGES.validationFailed]);
    const noInput = await send(emptyMultipartBody());
    expect(noInput.statusCode).toBe(400);
    expect(await staged()).toEqual([]);
  });
});
