import type { PrismaClient } from "@twend/db";
import { resolveMediaExt, saveImage, type MediaStore } from "@twend/media";
import type { RenderPool } from "../render/render-pool.ts";
import { campaignDesign } from "./campaign-design.ts";
import type { JobPayload } from "./definitions.ts";

/** Draws the Twend's link preview card (og:image), stores it and attaches it; rerun after every edit. */
export async function renderPreviewJob(
  deps: { prisma: PrismaClient; media: MediaStore; host: string; renderPool: RenderPool },
  { campaignId }: JobPayload<"campaign.preview">,
): Promise<{ hash: string } | null> {
  const campaign = await deps.prisma.campaign.findUnique({ where: { id: campaignId }, include: { background: true } });
  if (!campaign?.background) return null;
  const background = await deps.media.read(campaign.background.hash, resolveMediaExt(campaign.background.mimeType));
  if (!background) throw new Error(`background ${campaign.background.hash} is missing from the store`);
  const png = await deps.renderPool.render({
    kind: "preview",
    input: { design: campaignDesign(campaign), background, title: campaign.title, host: deps.host },
  });
  const saved = await saveImage(deps.prisma, deps.media, png);
  await deps.prisma.campaign.update({ where: { id: campaign.id }, data: { previewHash: saved.hash } });
  return { hash: saved.hash };
}
