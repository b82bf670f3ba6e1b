import sharp from "sharp";
import type { TestClient } from "./http-client.ts";
import type { TestApp } from "./test-app.ts";

/** A solid-colour PNG as the data URL uploads arrive as. */
export async function solidPngDataUrl(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * A Twend created by `creator` (signed in) on a 400x400 background, with its thumbnail and
 * preview jobs finished, and a 400x440 PNG standing in for a DP the browser drew of it.
 */
export async function createSampleCampaign(t: TestApp, creator: TestClient, fields: Record<string, unknown>): Promise<{ id: number; shortId: string; dpUrl: string }> {
  const created = await creator.post("/api/campaigns", { ...fields, background_image_url: await solidPngDataUrl(400, 400, { r: 20, g: 120, b: 60 }) });
  if (created.status !== 200) throw new Error(`creating the sample Twend answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { id, short_id: shortId } = created.body.data as { id: number; short_id: string };
  // The thumbnail and preview jobs store media of their own; tests count media after them.
  await t.ctx.jobs.idle();
  return { id, shortId, dpUrl: await solidPngDataUrl(400, 440, { r: 250, g: 10, b: 200 }) };
}
