import { isImageUrl, type Locale } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import type { PageMeta } from "../http/page-meta.ts";
import { PAGE_TEXTS } from "../http/page-texts.ts";
import { i18nFor } from "../i18n/server-i18n.ts";

/** Link-preview tags of a published post, or null (the app then shows 'Post Not Found'). */
export async function blogPostPageMeta(ctx: AppContext, slug: string, locale: Locale): Promise<PageMeta | null> {
  const post = await ctx.db.prisma.blogPost.findFirst({
    where: { slug, isPublished: true },
    select: { slug: true, title: true, excerpt: true, metaTitle: true, metaDescription: true, featuredImageUrl: true },
  });
  if (!post) return null;
  const origin = ctx.config.appOrigin;
  // A URL saved before URLs were checked on save may not parse: the page then goes without an image.
  const image = post.featuredImageUrl && isImageUrl(post.featuredImageUrl) ? new URL(ctx.media.urlOf(post.featuredImageUrl), origin).toString() : null;
  return {
    title: `${post.metaTitle ?? post.title} · Twend Blog`,
    description: post.metaDescription ?? (post.excerpt || i18nFor(locale)._(PAGE_TEXTS.blogPostDescription, { title: post.title })),
    locale,
    url: `${origin}/blog/${post.slug}`,
    image,
  };
}
