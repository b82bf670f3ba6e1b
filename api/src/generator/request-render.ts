import { createHash } from "node:crypto";
import { DESIGN_SELECT, isUniqueViolation } from "@twend/db";
import { saveImage } from "@twend/media";
import { enqueueRenders } from "@twend/jobs";
import { MESSAGES, type DpRenderDto, type GenerateDpInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { countVisitorAction } from "../counting/count-visitor-action.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { acceptSentImage, type StagedUpload } from "../trpc/staged-upload.ts";
import { ensureRenderQueueRoom } from "./render-queue-room.ts";
import { toRenderDto } from "./render-dto.ts";

/** What a render's pixels depend on. */
const designSelect = { ...DESIGN_SELECT, backgroundHash: true } as const;

const resultSelect = { result: { select: { hash: true, mimeType: true } } } as const;

/**
 * POST /api/generate-dp: counts the generation (total_downloads and an action, once per
 * visitor session within its network's bound, see countVisitorAction), stores the checked
 * photo, and asks the worker for the canonical PNG. The render id hashes every input, the
 * Twend's design included (not its counters, which every generation moves), so the same
 * request reuses its row, its job and its cached image, and an edited Twend renders afresh.
 * The generation counts even when the queue is too deep for the render: the browser that
 * drew its own DP reports it here without reading the answer.
 */
export async function requestRender(ctx: AppContext, input: GenerateDpInput, network: string, upload?: StagedUpload): Promise<DpRenderDto> {
  const prisma = ctx.db.prisma;
  const campaign = await prisma.campaign.findUnique({ where: { id: input.campaign_id }, select: { ...designSelect, id: true, isActive: true } });
  if (!campaign?.isActive) throw notFound(MESSAGES.campaignNotFound);
  const name = campaign.includeText ? input.user_name : "";
  if (campaign.includeText && name === "") throw new HttpError(400, MESSAGES.nameRequired);
  const accepted = await acceptSentImage(input.photo_url, "photo", upload);
  await countVisitorAction(prisma, { campaignId: campaign.id, sessionId: input.session_id, network, type: "generation" });
  await ensureRenderQueueRoom(ctx.jobs);
  const photo = await saveImage(prisma, ctx.media, accepted.bytes);
  const transform = input.photo_transform ?? null;
  const id = createHash("sha256")
    .update(JSON.stringify([campaign, photo.hash, name, transform]))
    .digest("hex");

  const upsert = () =>
    prisma.dpRender.upsert({
      where: { id },
      create: { id, campaignId: campaign.id, photoHash: photo.hash, name, transform: transform ?? undefined, expiresAt: new Date(Date.now() + ctx.config.renderTtlMs) },
      update: { expiresAt: new Date(Date.now() + ctx.config.renderTtlMs) },
      include: resultSelect,
    });
  // The same DP asked for twice at once (a browser reporting the DP it drew while another visitor
  // makes the same one): both find no row and insert it. The later insert meets the earlier's row;
  // tried again, it finds it and takes the update.
  const render = await upsert().catch((error: unknown) => {
    if (isUniqueViolation(error)) return upsert();
    throw error;
  });
  if (render.status !== "done") {
    // The row is committed first; if this enqueue fails (Redis down), the sweep re-enqueues it.
    await enqueueRenders(ctx.jobs, [id]).catch((error: unknown) => {
      ctx.log.warn({ err: error, renderId: id }, "render enqueue failed; the sweep will retry");
    });
  }
  return toRenderDto(render, ctx.media);
}

export async function getRender(ctx: AppContext, id: string): Promise<DpRenderDto> {
  const render = /^[a-f0-9]{64}$/.test(id) ? await ctx.db.prisma.dpRender.findUnique({ where: { id }, include: resultSelect }) : null;
  if (!render || render.expiresAt.getTime() < Date.now()) throw notFound(MESSAGES.renderNotFound);
  return toRenderDto(render, ctx.media);
}
