import type { BlogPost } from "@twend/db";
import type { AdminBlogPost, AdminBlogRow } from "@twend/shared";
import { sanitizePostHtml } from "./sanitize-post-html.ts";

export function toAdminBlogRow(post: Omit<BlogPost, "content">): AdminBlogRow {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author_name: post.authorName,
    category: post.category,
    tags: post.tags,
    featured_image_url: post.featuredImageUrl,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    is_published: post.isPublished,
    is_featured: post.isFeatured,
    reading_time: post.readingTime,
    view_count: post.viewCount,
    created_at: post.createdAt.toISOString(),
  };
}

export function toAdminBlogPost(post: BlogPost): AdminBlogPost {
  return { ...toAdminBlogRow(post), content: sanitizePostHtml(post.content) };
}
