import type { Prisma } from "@twend/db";
import type { AdminUserQuery, AdminUserRow, Pagination } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { pageOf } from "../pagination.ts";

function displayName(user: { firstName: string | null; lastName: string | null; googleName: string | null }): string | null {
  const own = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return own || user.googleName || null;
}

/** The admin's user table, newest accounts first, searched by email or name. */
export async function listAdminUsers(ctx: AppContext, query: AdminUserQuery): Promise<{ users: AdminUserRow[]; pagination: Pagination }> {
  const prisma = ctx.db.prisma;
  const contains = { contains: query.search, mode: "insensitive" } as const;
  const where: Prisma.UserWhereInput = query.search ? { OR: [{ email: contains }, { firstName: contains }, { lastName: contains }, { googleName: contains }] } : {};
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: { id: true, email: true, firstName: true, lastName: true, googleName: true, isActive: true, lastSeenAt: true, _count: { select: { campaigns: true } } },
    }),
    prisma.user.count({ where }),
  ]);
  return {
    users: rows.map((row) => ({
      user_id: row.id,
      email: row.email,
      name: displayName(row),
      total_campaigns: row._count.campaigns,
      is_active: row.isActive,
      last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    })),
    pagination: pageOf(query, total),
  };
}
