import { MESSAGES, type CampaignReportInput } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { notFound } from "../../http/http-error.ts";
import { countOpenReports } from "./count-reporters.ts";

/** Who is reporting, as far as the server can tell it apart from others. */
export interface Reporter {
  /** The keyed hash of the caller's network (clientNetwork). */
  network: string;
  /** The signed-in account, if any. */
  accountId: string | null;
}

/**
 * A visitor reports a Twend, once per session (a second report from the same session changes
 * nothing). The Twend's counts are recounted from the rows while its row is locked, so concurrent
 * reports queue and none is missed; at REPORT_HIDE_THRESHOLD distinct reporters (countOpenReports,
 * never sessions) it leaves the public lists until an admin reviews it.
 */
export async function reportCampaign(ctx: AppContext, campaignId: number, input: CampaignReportInput, reporter: Reporter): Promise<void> {
  const reporters = await ctx.db.prisma.$transaction(async (tx) => {
    const [campaign] = await tx.$queryRaw<Array<{ is_active: boolean }>>`SELECT is_active FROM campaigns WHERE id = ${campaignId} FOR UPDATE`;
    if (!campaign?.is_active) throw notFound(MESSAGES.campaignNotFound);
    const { count } = await tx.campaignReport.createMany({
      data: [
        { campaignId, sessionId: input.session_id, networkHash: reporter.network, accountId: reporter.accountId, reason: input.reason, details: input.details ?? null },
      ],
      skipDuplicates: true,
    });
    if (count === 0) return undefined;
    const counts = await countOpenReports(tx, campaignId);
    await tx.campaign.update({ where: { id: campaignId }, data: { openReportCount: counts.reports, openReporterCount: counts.reporters }, select: { id: true } });
    return counts.reporters;
  });
  if (reporters !== undefined && reporters >= ctx.config.reportHideThreshold) ctx.publicLists.clear();
}
