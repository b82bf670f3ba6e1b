import { z } from "zod";
import { requiredText, text } from "./safe-input.ts";
import { ADMIN_BLOG_SORTS, sortedListQuery } from "./admin-schemas.ts";
import { BLOG_ADMIN_CATEGORIES, BLOG_POST_DEFAULTS, BLOG_PUBLIC_CATEGORIES, LIMITS } from "./constants.ts";
import { maxChars, oneOf } from "./schema-checks.ts";
import { SCHEMA_FIELDS, SCHEMA_MESSAGES } from "./schema-messages.ts";

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
    .check(maxChars(field, max))
    .optional()
    .transform((v) => v || undefined);

/** The editor's post form (create, and edit of every field). */
export const blogPostInputSchema = z.object({
  title: requiredText(SCHEMA_FIELDS.title, 200, SCHEMA_MESSAGES.requiredSentence),
  slug: text()
    .trim()
    .check(maxChars(SCHEMA_FIELDS.slug, 120))
    .refine((s) => s === "" || SLUG.test(s), SCHEMA_MESSAGES.slugCharacters)
    .optional(),
  excerpt: text().trim().check(maxChars(SCHEMA_FIELDS.excerpt, 500)).default(""),
  content: requiredText(SCHEMA_FIELDS.content, 200_000, SCHEMA_MESSAGES.requiredSentence),
  author_name: text().trim().check(maxChars(SCHEMA_FIELDS.authorName, 100)).default(BLOG_POST_DEFAULTS.author_name),
  category: oneOf(SCHEMA_FIELDS.category, BLOG_CATEGORIES).default(BLOG_POST_DEFAULTS.category),
  tags: text().trim().check(maxChars(SCHEMA_FIELDS.tags, 500)).default(""),
  featured_image_url: text()
    .trim()
    .check(maxChars(SCHEMA_FIELDS.featuredImageUrl, 2000))
    .refine((u) => u === "" || isImageUrl(u), SCHEMA_MESSAGES.featuredImageUrl)
    .optional()
    .transform((v) => v || null),
  meta_title: optionalText(SCHEMA_FIELDS.metaTitle, 200),
  meta_description: optionalText(SCHEMA_FIELDS.metaDescription, 500),
  is_published: z.boolean().default(BLOG_POST_DEFAULTS.is_published),
  is_featured: z.boolean().default(BLOG_POST_DEFAULTS.is_featured),
  reading_time: z.coerce.number().int().min(1).max(600).optional().catch(undefined),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
/** The post form as a client sends it (POST, or PUT of an existing post). */
export type BlogPostBody = z.input<typeof blogPostInputSchema>;

/** The list's toggles: one flag at a time. */
export const blogPostToggleSchema = z.union([z.object({ is_published: z.boolean() }).strict(), z.object({ is_featured: z.boolean() }).strict()], {
  message: SCHEMA_MESSAGES.blogFlagMissing,
});

/** GET /api/admin/blog/posts. Category is sent empty for All. */
export const adminBlogQuerySchema = sortedListQuery(ADMIN_BLOG_SORTS).extend({
  category: z.union([z.literal(""), z.enum(BLOG_CATEGORIES)], { message: SCHEMA_MESSAGES.emptyOrBlogCategory }).default(""),
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
