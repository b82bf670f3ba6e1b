import { readdir } from "node:fs/promises";
import type { Readable } from "node:stream";
import { dataPaths } from "@twend/config";
import { MB, MESSAGES, UPLOADED_FILE } from "@twend/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCreator, type TestClient } from "../../testing/http-client.ts";
import { MULTIPART_TYPE, multipartBody, once } from "../../testing/multipart-body.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// The studio sends a new background as bytes in a multipart body to /trpc/studio.create and
// /trpc/studio.update: streamed to disk within the spec's 10 MB, checked and stored as a data URL's is.

let t: TestApp;
let creator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  creator = await signedUpCreator(t.app, "studio-bytes");
});
afterAll(() => t.close());

const DESIGN = { title: "Bytes Rally", category: "Social", avatar_x: 150, avatar_y: 100, avatar_size: 200 };

const background = (blue: number) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 30, g: 60, b: blue } } })
    .png()
    .toBuffer();

function send(path: string, body: Readable) {
  return t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": MULTIPART_TYPE, "sec-fetch-site": "same-origin", cookie: creator.cookie ?? "" },
    payload: body,
  });
}

const backgroundOf = async (id: number) => (await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id }, select: { backgroundImageUrl: true } })).backgroundImageUrl;

const staged = async () => readdir(dataPaths(t.ctx.config).stagedUploads).catch(() => []);

describe("a background sent as bytes", () => {
  it("makes and changes a Twend's background, stored as a data URL's would be, and keeps nothing on disk", async () => {
    const first = await send(
      "studio.create",
      multipartBody(DESIGN, {
        field: "background_image_url",
        type: "image/png",
        chunks: async function* () {
          yield await background(200);
        },
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const { id } = (first.json() as { result: { data: { id: number } } }).result.data;
    const firstUrl = await backgroundOf(id);
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const stored = await t.app.inject({ method: "GET", url: firstUrl });
    expect([stored.statusCode, (await sharp(stored.rawPayload).metadata()).width]).toEqual([200, 900]);

    const changed = await send(
      "studio.update",
      multipartBody(
        { id },
        {
          field: "background_image_url",
          type: "image/png",
          chunks: async function* () {
            yield await background(90);
          },
        },
      ),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const secondUrl = await backgroundOf(id);
    expect(secondUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(secondUrl).not.toBe(firstUrl);
    expect(await staged()).toEqual([]);
  });

  it("refuses one over 10 MB with the spec's message as it arrives, and the marker without a file", async () => {
    const chunk = Buffer.alloc(MB);
    async function* tooMany(): AsyncIterable<Buffer> {
      for (let i = 0; i < 12; i += 1) yield chunk;
    }
    const large = await send("studio.create", multipartBody(DESIGN, { field: "background_image_url", type: "image/png", chunks: tooMany }));
    expect([large.statusCode, (large.json() as { error: { message: string } }).error.message]).toEqual([413, MESSAGES.backgroundTooLarge]);

    const marker = await creator.post("/api/campaigns", { ...DESIGN, background_image_url: UPLOADED_FILE });
    expect([marker.status, marker.body.error]).toEqual([400, `background_image_url: ${MESSAGES.backgroundNotFound}`]);
    const notImage = await send("studio.create", multipartBody(DESIGN, { field: "background_image_url", chunks: () => once(Buffer.from("not an image at all")) }));
    expect([notImage.statusCode, (notImage.json() as { error: { message: string } }).error.message]).toEqual([400, MESSAGES.imageUnsupportedType]);
    expect(await staged()).toEqual([]);
  });
});
