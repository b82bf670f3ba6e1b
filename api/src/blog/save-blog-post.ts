import { isUniqueViolation, type BlogPost, type Prisma } from "@twend/db";
import { BLOG_MESSAGES, readingTimeOf, slugify, type AdminBlogPost, type BlogPostInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { toAdminBlogPost } from "./blog-post-dto.ts";
import { sanitizePostHtml } from "./sanitize-post-html.ts";

/** The stored columns of a post form: sanitised body, the spec's defaults for meta fields and reading time. */
function columns(input: BlogPostInput, slug: string): Prisma.BlogPostCreateInput {
  const content = sanitizePostHtml(input.content);
  if (content.trim() === "") throw new HttpError(400, "Content is required.");
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content,
    authorName: input.author_name,
    category: input.category,
    tags: input.tags,
    featuredImageUrl: input.featured_image_url,
    metaTitle: input.meta_title ?? input.title,
    metaDescription: input.meta_description ?? (input.excerpt || null),
    isPublished: input.is_published,
    isFeatured: input.is_featured,
    readingTime: input.reading_time ?? readingTimeOf(content),
  };
}

async function saving(write: () => Promise<BlogPost>): Promise<AdminBlogPost> {
  try {
    return toAdminBlogPost(await write());
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, BLOG_MESSAGES.slugTaken);
    throw error;
  }
}

/** A new post; the slug comes from the title unless the admin wrote one. */
export async function createBlogPost(ctx: AppContext, input: BlogPostInput): Promise<AdminBlogPost> {
  const slug = input.slug || slugify(input.title);
  if (!slug) throw new HttpError(400, "Slug: the title has no letters or digits to make a slug from; write one");
  const data = columns(input, slug);
  return saving(() => ctx.db.prisma.blogPost.create({ data: { ...data, publishedAt: data.isPublished ? new Date() : null } }));
}

/** Saves every field of an existing post; the slug changes only when the admin edits it. */
export async function updateBlogPost(ctx: AppContext, id: number, input: BlogPostInput): Promise<AdminBlogPost> {
  const existing = await ctx.db.prisma.blogPost.findUnique({ where: { id }, select: { slug: true, publishedAt: true } });
  if (!existing) throw notFound(BLOG_MESSAGES.postNotFound);
  const data = columns(input, input.slug || existing.slug);
  return saving(() => ctx.db.prisma.blogPost.update({ where: { id }, data: { ...data, publishedAt: existing.publishedAt ?? (data.isPublished ? new Date() : null) } }));
}

/** The list's toggles: published or draft, featured or not. */
export async function toggleBlogPost(ctx: AppContext, id: number, flags: { is_published: boolean } | { is_featured: boolean }): Promise<void> {
  const data: Prisma.BlogPostUpdateManyMutationInput = "is_published" in flags ? { isPublished: flags.is_published } : { isFeatured: flags.is_featured };
  const { count } = await ctx.db.prisma.blogPost.updateMany({ where: { id }, data });
  if (count === 0) throw notFound(BLOG_MESSAGES.postNotFound);
  if ("is_published" in flags && flags.is_published) {
    // The first publication is the post's date on the blog; publishing again later keeps it.
    await ctx.db.prisma.blogPost.updateMany({ where: { id, publishedAt: null }, data: { publishedAt: new Date() } });
  }
}

export async function deleteBlogPost(ctx: AppContext, id: number): Promise<void> {
  const { count } = await ctx.db.prisma.blogPost.deleteMany({ where: { id } });
  if (count === 0) throw notFound(BLOG_MESSAGES.postNotFound);
}

export async function getAdminBlogPost(ctx: AppContext, id: number): Promise<AdminBlogPost> {
  const post = await ctx.db.prisma.blogPost.findUnique({ where: { id } });
  if (!post) throw notFound(BLOG_MESSAGES.postNotFound);
  return toAdminBlogPost(post);
}
