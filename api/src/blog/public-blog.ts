import type { PrismaClient } from "@twend/db";
import { BLOG_MESSAGES, LIMITS, type BlogListQuery, type PublicBlogCard, type PublicBlogPost } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";
import { published, toPublicBlogCard, toPublicBlogPost } from "./public-blog-post.ts";

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const;

/** One page of GET /api/blog/posts: the cards are the documented `data`, the paging rides beside them. */
export interface PublicBlogPage {
  data: PublicBlogCard[];
  total: number;
  has_more: boolean;
}

/** A page of published posts, newest first, optionally of one category; `has_more` drives 'Load More Articles'. */
export async function listPublicPosts(ctx: AppContext, query: BlogListQuery): Promise<PublicBlogPage> {
  const where = { ...published, ...(query.category ? { category: query.category } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.prisma.blogPost.findMany({ where, orderBy: [...newestFirst], skip: (query.page - 1) * query.limit, take: query.limit, omit: { content: true } }),
    ctx.db.prisma.blogPost.count({ where }),
  ]);
  return { data: rows.map((row) => toPublicBlogCard(row, ctx.media)), total, has_more: query.page * query.limit < total };
}

/** The featured published posts, newest first, as many as the blog's featured row shows. */
export async function listFeaturedPosts(ctx: AppContext): Promise<PublicBlogCard[]> {
  const rows = await ctx.db.prisma.blogPost.findMany({
    where: { ...published, isFeatured: true },
    orderBy: [...newestFirst],
    take: LIMITS.blogFeaturedCount,
    omit: { content: true },
  });
  return rows.map((row) => toPublicBlogCard(row, ctx.media));
}

async function findPublished(prisma: PrismaClient, slug: string) {
  const post = await prisma.blogPost.findFirst({ where: { ...published, slug } });
  if (!post) throw notFound(BLOG_MESSAGES.postNotFound);
  return post;
}

export async function getPublicPost(ctx: AppContext, slug: string): Promise<PublicBlogPost> {
  return toPublicBlogPost(await findPublished(ctx.db.prisma, slug), ctx.media);
}

const tagsOf = (tags: string) =>
  tags
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

/**
 * Up to LIMITS.blogRelatedCount other published posts: those sharing the
 * category or a tag first (more shared tags first), then the newest others,
 * so the row is never empty while the blog has other posts.
 */
export async function listRelatedPosts(ctx: AppContext, slug: string): Promise<PublicBlogCard[]> {
  const post = await findPublished(ctx.db.prisma, slug);
  const mine = new Set(tagsOf(post.tags));
  // A blog is small next to the Twends: the candidates of one request are the latest 200 posts.
  const candidates = await ctx.db.prisma.blogPost.findMany({
    where: { ...published, id: { not: post.id } },
    orderBy: [...newestFirst],
    take: 200,
    omit: { content: true },
  });
  const score = (other: (typeof candidates)[number]) => (other.category === post.category ? 1 : 0) + tagsOf(other.tags).filter((tag) => mine.has(tag)).length;
  return candidates
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, LIMITS.blogRelatedCount)
    .map(({ other }) => toPublicBlogCard(other, ctx.media));
}

/** Counts a read once per visitor session; a call without a session counts as the spec's plain increment. */
export async function recordPostView(ctx: AppContext, slug: string, sessionId: string | undefined): Promise<void> {
  const prisma = ctx.db.prisma;
  const post = await findPublished(prisma, slug);
  if (sessionId) {
    const { count } = await prisma.blogPostView.createMany({ data: [{ postId: post.id, sessionId }], skipDuplicates: true });
    if (count === 0) return;
  }
  await prisma.blogPost.update({ where: { id: post.id }, data: { viewCount: { increment: 1 } }, select: { id: true } });
}
