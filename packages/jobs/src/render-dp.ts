import { designOfRow, type PrismaClient } from "@twend/db";
import { saveImage, type MediaStore } from "@twend/media";
import { photoTransformInput } from "@twend/shared";
import type { RenderPool } from "./render/render-pool.ts";
import { readStoredMedia } from "./read-stored-media.ts";
import type { JobPayload } from "./definitions.ts";

/** After this many failed tries a render is marked failed, so the page stops waiting. */
export const RENDER_MAX_ATTEMPTS = 3;

export interface RenderDeps {
  prisma: PrismaClient;
  media: MediaStore;
  /** The footer's text fallback ('Made with {host}'); renderDp draws the Twend mark instead. */
  host: string;
  renderPool: RenderPool;
}

/**
 * Composes the DP with the same module as the browser and stores the PNG.
 * At-least-once delivery is fine: a finished render is skipped, and the PNG
 * lands under its content hash, so running twice writes the same file.
 */
export async function renderDpJob(deps: RenderDeps, { renderId }: JobPayload<"dp.render">): Promise<{ status: string }> {
  const { prisma, media } = deps;
  const render = await prisma.dpRender.findUnique({ where: { id: renderId }, include: { campaign: { include: { background: { select: { hash: true } } } } } });
  if (!render) return { status: "gone" };
  if (render.status === "done" && render.resultHash) return { status: "done" };
  const background = render.campaign.background;
  if (!background) throw new Error(`Twend ${render.campaignId} has no stored background`);
  await prisma.dpRender.update({ where: { id: renderId }, data: { status: "active", attempts: { increment: 1 } } });
  try {
    const transform = photoTransformInput.safeParse(render.transform);
    const started = performance.now();
    const png = await deps.renderPool.render({
      kind: "dp",
      input: {
        design: designOfRow(render.campaign),
        background: await readStoredMedia(media, prisma, background.hash),
        photo: await readStoredMedia(media, prisma, render.photoHash),
        name: render.name,
        footer: { host: deps.host },
        photoTransform: transform.success ? transform.data : undefined,
      },
    });
    const renderMs = Math.round(performance.now() - started);
    const saved = await saveImage(prisma, media, png);
    // Complete only once this commit is in: a crash before it leaves the job to run again.
    await prisma.dpRender.update({ where: { id: renderId }, data: { status: "done", resultHash: saved.hash, error: null, renderMs } });
    return { status: "done" };
  } catch (error) {
    const failedForGood = render.attempts + 1 >= RENDER_MAX_ATTEMPTS;
    await prisma.dpRender.update({
      where: { id: renderId },
      data: { status: failedForGood ? "failed" : "queued", error: error instanceof Error ? error.message.slice(0, 500) : "render failed" },
    });
    throw error;
  }
}
