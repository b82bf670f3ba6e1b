import type { PrismaClient } from "@twend/db";
import type { JobPayload } from "./definitions.ts";
import type { PreviewCards } from "./preview-cards.ts";

/**
 * Draws the Twend's link preview card (og:image) after every create and edit,
 * unless a crawler's request already had it drawn for this version.
 */
export async function renderPreviewJob(
  deps: { prisma: PrismaClient; previewCards: PreviewCards },
  { campaignId }: JobPayload<"campaign.preview">,
): Promise<{ hash: string } | null> {
  const campaign = await deps.prisma.campaign.findUnique({ where: { id: campaignId }, include: { background: true } });
  if (!campaign) return null;
  const card = await deps.previewCards.current(campaign);
  return card ? { hash: card.hash } : null;
}
