import type { Prisma } from "@twend/db";

export interface OpenReportCounts {
  /** Open reports: at most one per visitor session. */
  reports: number;
  /** The distinct reporters behind them, which the hide threshold reads. */
  reporters: number;
}

/**
 * How many people stand behind a Twend's open reports. A session id is whatever the client sends,
 * so it proves nothing; a report counts by its network (a keyed hash of the /24 or /48) and, when
 * signed in, its account. The count is the smaller of the distinct networks and the distinct
 * reporters (the account when signed in, else the network), so that:
 * - a network counts once however many sessions or accounts report from it: accounts are free to
 *   make, and one network alone can never reach a threshold above one;
 * - an account counts once from however many networks it reports, as one person moving between
 *   networks (or hopping through proxies) is still one person.
 */
export async function countOpenReports(tx: Prisma.TransactionClient, campaignId: number): Promise<OpenReportCounts> {
  const [counts] = await tx.$queryRaw<OpenReportCounts[]>`
    SELECT COUNT(*)::int AS reports,
           LEAST(COUNT(DISTINCT network_hash), COUNT(DISTINCT COALESCE(account_id::text, network_hash)))::int AS reporters
    FROM campaign_reports
    WHERE campaign_id = ${campaignId} AND resolved_at IS NULL`;
  return counts ?? { reports: 0, reporters: 0 };
}
