import type { Prisma } from "@twend/db";
import type { AdminBlogQuery, AdminBlogRow, Pagination } from "@twend/shared";
import { pageOf } from "../admin/pagination.ts";
import type { AppContext } from "../context/app-context.ts";
import { toAdminBlogRow } from "./blog-post-dto.ts";

const SORT_COLUMNS = {
  created_at: "createdAt",
  title: "title",
  view_count: "viewCount",
  category: "category",
} as const satisfies Record<AdminBlogQuery["sortBy"], keyof Prisma.BlogPostOrderByWithRelationInput>;

/** The admin's post table, drafts included, searched by title, slug or excerpt. Rows carry no body. */
export async function listAdminBlogPosts(ctx: AppContext, query: AdminBlogQuery): Promise<{ posts: AdminBlogRow[]; pagination: Pagination }> {
  const prisma = ctx.db.prisma;
  const contains = { contains: query.search, mode: "insensitive" } as const;
  const where: Prisma.BlogPostWhereInput = {
    ...(query.category ? { category: query.category } : {}),
    ...(query.search ? { OR: [{ title: contains }, { slug: contains }, { excerpt: contains }] } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({
      where,
      orderBy: [{ [SORT_COLUMNS[query.sortBy]]: query.sortOrder }, { id: query.sortOrder }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      omit: { content: true },
    }),
    prisma.blogPost.count({ where }),
  ]);
  return { posts: rows.map(toAdminBlogRow), pagination: pageOf(query, total) };
}
