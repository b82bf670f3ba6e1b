import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PhotoTransform } from "@twend/composition";
import { compareImages, decodeRgba, diffPng, withinParity, type ImageDiff } from "@twend/composition/testing";
import type { DpRenderDto } from "@twend/shared";
import type { Page } from "playwright-core";

/** Clicks the result's Download control (a link holding the PNG, or a button that saves it) and reads the file. */
export async function downloadDp(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("link", { name: "Download", exact: true })
    .or(page.getByRole("button", { name: "Download", exact: true }))
    .click();
  return readFile(await (await downloading).path());
}

export interface ServerRenderRequest {
  origin: string;
  campaignId: number;
  name: string;
  photo: Buffer;
  transform: PhotoTransform;
  sessionId: string;
}

/** The server's render of a photo, name and transform (POST /api/generate-dp, then GET /api/dp-renders/{id} until done), as the generator's fallback asks for it. */
export async function serverRender({ origin, campaignId, name, photo, transform, sessionId }: ServerRenderRequest): Promise<Buffer> {
  const body = {
    campaign_id: campaignId,
    user_name: name,
    photo_url: `data:image/png;base64,${photo.toString("base64")}`,
    session_id: sessionId,
    photo_transform: transform,
  };
  const started = await fetch(`${origin}/api/generate-dp`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!started.ok) throw new Error(`POST /api/generate-dp answered ${started.status}: ${await started.text()}`);
  let render = ((await started.json()) as { data: DpRenderDto }).data;
  for (let attempt = 0; render.status !== "done"; attempt++) {
    if (render.status === "failed" || attempt > 240) throw new Error(`The server's render ${render.render_id} is ${render.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    render = ((await (await fetch(`${origin}/api/dp-renders/${render.render_id}`)).json()) as { data: DpRenderDto }).data;
  }
  if (!render.result_url) throw new Error(`The server's render ${render.render_id} is done without a result`);
  return Buffer.from(await (await fetch(new URL(render.result_url, origin))).arrayBuffer());
}

/** A downloaded DP against the server's render; outside the parity limits, both PNGs and their difference are written to `lookDir`. */
export async function compareWithServer(downloaded: Buffer, rendered: Buffer, lookDir: string, label: string): Promise<ImageDiff> {
  const [mine, theirs] = await Promise.all([decodeRgba(downloaded), decodeRgba(rendered)]);
  const diff = compareImages(mine, theirs);
  if (!withinParity(diff)) {
    await mkdir(lookDir, { recursive: true });
    await writeFile(path.join(lookDir, `${label}-browser.png`), downloaded);
    await writeFile(path.join(lookDir, `${label}-server.png`), rendered);
    await writeFile(path.join(lookDir, `${label}-diff.png`), await diffPng(diff, mine.width, mine.height));
    console.log(`${label}: the download and the server's render differ, images in ${lookDir}`);
  }
  return diff;
}
