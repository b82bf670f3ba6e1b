import type { BlogPost } from "@twend/db";
import type { MediaLinks } from "@twend/media";
import { isImageUrl, type PublicBlogCard, type PublicBlogPost } from "@twend/shared";
import { sanitizePostHtml } from "./sanitize-post-html.ts";

/** Only these posts are public. */
export const published = { isPublished: true } as const;

/** `links`: where clients fetch media (ctx.media); a cover stored here is handed out at that address. */
export function toPublicBlogCard(post: Omit<BlogPost, "content">, links: MediaLinks): PublicBlogCard {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    author_name: post.authorName,
    // A URL saved before URLs were checked on save may not parse: the post is then shown without it.
    featured_image_url: post.featuredImageUrl && isImageUrl(post.featuredImageUrl) ? links.urlOf(post.featuredImageUrl) : null,
    reading_time: post.readingTime,
    view_count: post.viewCount,
    is_featured: post.isFeatured,
    created_at: post.createdAt.toISOString(),
  };
}

export function toPublicBlogPost(post: BlogPost, links: MediaLinks): PublicBlogPost {
  return { ...toPublicBlogCard(post, links), content: sanitizePostHtml(post.content), meta_title: post.metaTitle, meta_description: post.metaDescription };
}
