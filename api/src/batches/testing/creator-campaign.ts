import sharp from "sharp";
import { expect } from "vitest";
import { signedUpCreator, type TestClient } from "../../testing/http-client.ts";
import type { TestApp } from "../../testing/test-app.ts";

/** A newly signed-up creator and the id of a Twend they own, with a slot for batch photos. */
export async function creatorWithCampaign(t: TestApp, name: string): Promise<{ creator: TestClient; campaignId: number }> {
  const creator = await signedUpCreator(t.app, name);
  const background = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const res = await creator.post("/api/campaigns", {
    title: `${name} batches`,
    background_image_url: `data:image/png;base64,${background.toString("base64")}`,
    avatar_x: 200,
    avatar_y: 150,
    avatar_size: 200,
    category: "Social",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { creator, campaignId: (res.body.data as { id: number }).id };
}
