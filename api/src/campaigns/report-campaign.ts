import { isUniqueViolation } from "@twend/db";
import { MESSAGES, type CampaignReportInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";

/**
 * A visitor reports a Twend, once per session (a second report from the same
 * session changes nothing). The Twend's count of open reports is recounted
 * from the rows, so concurrent reports cannot drift it; at
 * REPORT_HIDE_THRESHOLD it leaves the public lists until an admin reviews it.
 */
export async function reportCampaign(ctx: AppContext, campaignId: number, input: CampaignReportInput): Promise<void> {
  const prisma = ctx.db.prisma;
  const campaign = await prisma.campaign.findUnique({ where: { id: campaignId }, select: { isActive: true } });
  if (!campaign?.isActive) throw notFound(MESSAGES.campaignNotFound);
  try {
    await prisma.campaignReport.create({ data: { campaignId, sessionId: input.session_id, reason: input.reason, details: input.details ?? null } });
  } catch (error) {
    if (isUniqueViolation(error)) return;
    throw error;
  }
  const open = await prisma.campaignReport.count({ where: { campaignId, resolvedAt: null } });
  await prisma.campaign.update({ where: { id: campaignId }, data: { openReportCount: open }, select: { id: true } });
  if (open >= ctx.config.reportHideThreshold) ctx.publicLists.clear();
}
