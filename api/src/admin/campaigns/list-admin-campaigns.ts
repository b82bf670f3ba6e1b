import { Prisma } from "@twend/db";
import type { AdminCampaignQuery, AdminCampaignRow, Pagination } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { pageOf } from "../pagination.ts";

const SORT_COLUMNS = {
  created_at: "createdAt",
  title: "title",
  total_views: "totalViews",
  category: "category",
} as const satisfies Record<AdminCampaignQuery["sortBy"], keyof Prisma.CampaignOrderByWithRelationInput>;

/** The reasons of the open reports of these Twends, most frequent first. */
async function openReportReasons(ctx: AppContext, campaignIds: number[]): Promise<Map<number, string[]>> {
  const byReason = new Map<number, string[]>();
  if (campaignIds.length === 0) return byReason;
  const groups = await ctx.db.prisma.campaignReport.groupBy({
    by: ["campaignId", "reason"],
    where: { campaignId: { in: campaignIds }, resolvedAt: null },
    _count: { _all: true },
    orderBy: [{ campaignId: "asc" }, { _count: { reason: "desc" } }],
  });
  for (const group of groups) byReason.set(group.campaignId, [...(byReason.get(group.campaignId) ?? []), group.reason]);
  return byReason;
}

/** The admin's Twend table: every Twend, active or not, searched by title or link, newest first unless sorted otherwise. */
export async function listAdminCampaigns(ctx: AppContext, query: AdminCampaignQuery): Promise<{ campaigns: AdminCampaignRow[]; pagination: Pagination }> {
  const prisma = ctx.db.prisma;
  const where: Prisma.CampaignWhereInput = {
    ...(query.category ? { category: query.category } : {}),
    ...(query.search ? { OR: [{ title: { contains: query.search, mode: "insensitive" } }, { shortId: { contains: query.search, mode: "insensitive" } }] } : {}),
    ...(query.reported ? { openReportCount: { gt: 0 } } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.campaign.findMany({
      where,
      orderBy: [{ [SORT_COLUMNS[query.sortBy]]: query.sortOrder }, { id: query.sortOrder }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: {
        id: true,
        shortId: true,
        title: true,
        category: true,
        ownerId: true,
        totalViews: true,
        isActive: true,
        isTrending: true,
        createdAt: true,
        backgroundImageUrl: true,
        openReportCount: true,
        openReporterCount: true,
      },
    }),
    prisma.campaign.count({ where }),
  ]);
  const reasons = await openReportReasons(
    ctx,
    rows.filter((row) => row.openReportCount > 0).map((row) => row.id),
  );
  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      short_id: row.shortId,
      title: row.title,
      category: row.category,
      creator_id: row.ownerId,
      total_views: row.totalViews,
      is_active: row.isActive,
      is_trending: row.isTrending,
      created_at: row.createdAt.toISOString(),
      background_image_url: row.backgroundImageUrl,
      open_reports: row.openReportCount,
      distinct_reporters: row.openReporterCount,
      report_reasons: reasons.get(row.id) ?? [],
    })),
    pagination: pageOf(query, total),
  };
}
