import { z } from "zod";
import { text } from "./safe-input.ts";
import { ADMIN_BLOG_SORTS, sortedListQuery } from "./admin-schemas.ts";
import { BLOG_ADMIN_CATEGORIES, BLOG_POST_DEFAULTS, BLOG_PUBLIC_CATEGORIES, LIMITS } from "./constants.ts";

/** Either list: the editor offers the admin set, the public blog files posts under its own (spec). */
export const BLOG_CATEGORIES = [...BLOG_ADMIN_CATEGORIES, ...BLOG_PUBLIC_CATEGORIES] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const isBlogCategory = (value: string): value is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(value);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The spec's slug rule: lower-cased, every run of other characters one hyphen, none at the ends. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A stored upload's path, or an absolute http(s) URL a browser can parse (`http://[::1` is refused). */
export function isImageUrl(url: string): boolean {
  if (/^\/media\/[\w.-]+$/.test(url)) return true;
  if (!/^https?:\/\/\S+$/.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** Minutes to read: words / 200, rounded up, at least 1 (spec). Tags are not words. */
export function readingTimeOf(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / LIMITS.blogReadingWordsPerMinute));
}

const optionalText = (field: string, max: number) =>
  text()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** The editor's post form (create, and edit of every field). */
export const blogPostInputSchema = z.object({
  title: text("Title is required.").trim().min(1, "Title is required.").max(200, "Title must be at most 200 characters"),
  slug: text()
    .trim()
    .max(120, "Slug must be at most 120 characters")
    .refine((s) => s === "" || SLUG.test(s), "Slug may only contain lower-case letters, digits and single hyphens")
    .optional(),
  excerpt: text().trim().max(500, "Excerpt must be at most 500 characters").default(""),
  content: text("Content is required.").trim().min(1, "Content is required.").max(200_000, "Content must be at most 200000 characters"),
  author_name: text().trim().max(100, "Author name must be at most 100 characters").default(BLOG_POST_DEFAULTS.author_name),
  category: z.enum(BLOG_CATEGORIES, `Category must be one of: ${BLOG_CATEGORIES.join(", ")}`).default(BLOG_POST_DEFAULTS.category),
  tags: text().trim().max(500, "Tags must be at most 500 characters").default(""),
  featured_image_url: text()
    .trim()
    .max(2000, "Featured image URL must be at most 2000 characters")
    .refine((u) => u === "" || isImageUrl(u), "Featured image must be an http(s) URL")
    .optional()
    .transform((v) => v || null),
  meta_title: optionalText("Meta title", 200),
  meta_description: optionalText("Meta description", 500),
  is_published: z.boolean().default(BLOG_POST_DEFAULTS.is_published),
  is_featured: z.boolean().default(BLOG_POST_DEFAULTS.is_featured),
  reading_time: z.coerce.number().int().min(1).max(600).optional().catch(undefined),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
/** The post form as a client sends it (POST, or PUT of an existing post). */
export type BlogPostBody = z.input<typeof blogPostInputSchema>;

/** The list's toggles: one flag at a time. */
export const blogPostToggleSchema = z.union([z.object({ is_published: z.boolean() }).strict(), z.object({ is_featured: z.boolean() }).strict()], {
  message: "Send is_published or is_featured, or the whole post",
});

/** GET /api/admin/blog/posts. Category is sent empty for All. */
export const adminBlogQuerySchema = sortedListQuery(ADMIN_BLOG_SORTS).extend({
  category: z.union([z.literal(""), z.enum(BLOG_CATEGORIES)], { message: "category must be empty or a blog category" }).default(""),
});
export type AdminBlogQuery = z.infer<typeof adminBlogQuerySchema>;

/** A post as the admin editor loads it (spec: Blog post, full). */
export interface AdminBlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author_name: string;
  category: string;
  tags: string;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  is_published: boolean;
  is_featured: boolean;
  reading_time: number;
  view_count: number;
  created_at: string;
}

/** A row of the admin's post table: no body, which lists never carry. */
export type AdminBlogRow = Omit<AdminBlogPost, "content">;
