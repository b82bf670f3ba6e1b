import { z } from "zod";
import { Prisma } from "@twend/db";
import { publicListLimitSchema } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";

/** Optional `limit` of the public lists; the documented calls send none. */
export const listLimitInput = z.object({ limit: publicListLimitSchema.optional() }).default({});
export type ListLimitInput = z.infer<typeof listLimitInput>;

/**
 * What public lists (trending, latest, browse) may show: active Twends that
 * fewer than REPORT_HIDE_THRESHOLD distinct reporters (networks and accounts)
 * have reported since the last review. A reported Twend's own link keeps
 * working until an admin decides.
 */
export function listedPublicly(ctx: AppContext): Prisma.CampaignWhereInput {
  return { isActive: true, openReporterCount: { lt: ctx.config.reportHideThreshold } };
}

/** listedPublicly() in SQL, for the lists queried with raw SQL (browse, suggestions) on `campaigns c`. */
export function listedPubliclySql(ctx: AppContext): Prisma.Sql {
  return Prisma.sql`c.is_active AND c.open_reporter_count < ${ctx.config.reportHideThreshold}`;
}

/** listedPubliclySql() narrowed to one category when one is chosen (browse and suggestions alike). */
export function listedInSql(ctx: AppContext, category: string | undefined): Prisma.Sql {
  return category ? Prisma.sql`${listedPubliclySql(ctx)} AND c.category = ${category}` : listedPubliclySql(ctx);
}
