import type { Prisma } from "@twend/db";
import { LIMITS, type BrowsePage, type BrowseQuery, type BrowseSort } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { decodeBrowseCursor, encodeBrowseCursor, type BrowsePosition } from "./browse-cursor.ts";
import { cardSelect, toCampaignListItem } from "./campaign-dto.ts";
import { publiclyVisible } from "./campaign-queries.ts";

// Every order ends with the id, so the order is total and a cursor names one place in it.
const ORDER: Record<BrowseSort, Prisma.CampaignOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  trending: [{ totalViews: "desc" }, { id: "desc" }],
  popular: [{ totalViews: "desc" }, { id: "desc" }],
};

function after(position: BrowsePosition): Prisma.CampaignWhereInput {
  const { id } = position;
  return position.sort === "newest"
    ? { OR: [{ createdAt: { lt: position.createdAt } }, { createdAt: position.createdAt, id: { lt: id } }] }
    : { OR: [{ totalViews: { lt: position.totalViews } }, { totalViews: position.totalViews, id: { lt: id } }] };
}

/**
 * The browse list: search (case-insensitive, on title or category; the
 * trigram indexes serve the substring match), category, sort and one page at
 * a time, all done by the database. Pages continue after the previous page's
 * last card rather than at an offset, so Twends created meanwhile neither
 * repeat a card nor skip one.
 */
export async function findAllCampaigns(ctx: AppContext, query: BrowseQuery): Promise<BrowsePage> {
  const prisma = ctx.db.prisma;
  const limit = query.limit ?? LIMITS.publicListMax;
  // LIKE wildcards in what a visitor typed are text to find, not patterns.
  const search = query.search ? query.search.replace(/[\\%_]/g, (c) => `\\${c}`) : undefined;
  const filter: Prisma.CampaignWhereInput = {
    ...publiclyVisible,
    ...(query.category ? { category: query.category } : {}),
    ...(search
      ? { OR: [{ title: { contains: search, mode: "insensitive" } }, { category: { contains: search, mode: "insensitive" } }] }
      : {}),
  };
  const position = query.cursor ? decodeBrowseCursor(query.cursor, query.sort) : undefined;
  const [rows, total] = await Promise.all([
    prisma.campaign.findMany({
      where: position ? { AND: [filter, after(position)] } : filter,
      orderBy: ORDER[query.sort],
      take: limit + 1,
      select: cardSelect,
    }),
    // Counted once, for the first page's 'n Twends found'; later pages need not pay for it again.
    position ? null : prisma.campaign.count({ where: filter }),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last
      ? encodeBrowseCursor(query.sort === "newest" ? { sort: "newest", createdAt: last.createdAt, id: last.id } : { sort: query.sort, totalViews: last.totalViews, id: last.id })
      : null;
  return { data: page.map(toCampaignListItem), total, next_cursor: next };
}
