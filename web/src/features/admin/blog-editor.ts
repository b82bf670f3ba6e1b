import { type AdminBlogPost, BLOG_ADMIN_CATEGORIES, type BlogPostBody, BLOG_POST_DEFAULTS, isBlogCategory, readingTimeOf, slugify } from "@twend/shared";
import { ADMIN_BLOG_MESSAGES } from "./blog-messages.ts";

/** The editor's fields as typed, and which derived fields still follow their source. */
export interface BlogEditorForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author_name: string;
  category: string;
  tags: string;
  featured_image_url: string;
  meta_title: string;
  meta_description: string;
  is_featured: boolean;
  /** As typed, so the field can be cleared while typing; `readingMinutes` reads it. */
  reading_time: string;
  /** The slug is made from the title until the admin types one (spec: on create only). */
  slugFollows: boolean;
  /** The meta title mirrors the title while the admin has not written one of their own. */
  metaTitleFollows: boolean;
  /** The reading time is counted from the content until the admin sets it by hand. */
  readingTimeFollows: boolean;
}

export type BlogEditorErrors = Partial<Record<"title" | "content", string>>;

/** A new post with the spec's defaults. */
export function newPostForm(): BlogEditorForm {
  return {
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    author_name: BLOG_POST_DEFAULTS.author_name,
    category: BLOG_POST_DEFAULTS.category,
    tags: "",
    featured_image_url: "",
    meta_title: "",
    meta_description: "",
    is_featured: BLOG_POST_DEFAULTS.is_featured,
    reading_time: String(BLOG_POST_DEFAULTS.reading_time),
    slugFollows: true,
    metaTitleFollows: true,
    readingTimeFollows: true,
  };
}

/**
 * An existing post. Its slug stays put (it is the post's address); a meta title equal to the
 * title, and a reading time equal to the counted one, were never set by hand, so they keep following.
 */
export function formFromPost(post: AdminBlogPost): BlogEditorForm {
  const metaTitle = post.meta_title ?? "";
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author_name: post.author_name,
    category: post.category,
    tags: post.tags,
    featured_image_url: post.featured_image_url ?? "",
    meta_title: metaTitle,
    meta_description: post.meta_description ?? "",
    is_featured: post.is_featured,
    reading_time: String(post.reading_time),
    slugFollows: false,
    metaTitleFollows: metaTitle === "" || metaTitle === post.title,
    readingTimeFollows: post.reading_time === readingTimeOf(post.content),
  };
}

export function editTitle(form: BlogEditorForm, title: string): BlogEditorForm {
  return {
    ...form,
    title,
    slug: form.slugFollows ? slugify(title) : form.slug,
    meta_title: form.metaTitleFollows ? title : form.meta_title,
  };
}

/** Typed by hand, the slug no longer follows the title, even when cleared (the server then makes it). */
export function editSlug(form: BlogEditorForm, slug: string): BlogEditorForm {
  return { ...form, slug, slugFollows: false };
}

/** Cleared, the meta title is empty again and so goes back to defaulting to the title (spec). */
export function editMetaTitle(form: BlogEditorForm, metaTitle: string): BlogEditorForm {
  return { ...form, meta_title: metaTitle, metaTitleFollows: metaTitle === "" };
}

export function editContent(form: BlogEditorForm, content: string): BlogEditorForm {
  return { ...form, content, reading_time: form.readingTimeFollows ? String(readingTimeOf(content)) : form.reading_time };
}

export function editReadingTime(form: BlogEditorForm, readingTime: string): BlogEditorForm {
  return { ...form, reading_time: readingTime, readingTimeFollows: false };
}

/** The reading-time field as a number of minutes: at least 1, and 1 for anything that is not a whole number (spec). */
export function readingMinutes(typed: string): number {
  const minutes = Number(typed.trim());
  return typed.trim() !== "" && Number.isInteger(minutes) && minutes >= 1 ? minutes : 1;
}

/** The spec's two required fields, checked after trimming. */
export function validateBlogForm(form: BlogEditorForm): BlogEditorErrors {
  const errors: BlogEditorErrors = {};
  if (form.title.trim() === "") errors.title = ADMIN_BLOG_MESSAGES.titleRequired;
  if (form.content.trim() === "") errors.content = ADMIN_BLOG_MESSAGES.contentRequired;
  return errors;
}

/** The editor's categories, plus a post's own when it is filed elsewhere (the public set), so saving keeps it. */
export function categoryOptions(current: string): readonly string[] {
  const admin: readonly string[] = BLOG_ADMIN_CATEGORIES;
  return admin.includes(current) ? admin : [...admin, current];
}

/**
 * The full post form to send. Save Draft sends `published` false, Publish Post and Update Post
 * true (spec). Empty meta fields take the title and the excerpt, as the spec has them on save.
 */
export function toRequestBody(form: BlogEditorForm, published: boolean): BlogPostBody {
  const title = form.title.trim();
  const excerpt = form.excerpt.trim();
  return {
    title,
    slug: form.slug.trim(),
    excerpt,
    content: form.content.trim(),
    author_name: form.author_name.trim() || BLOG_POST_DEFAULTS.author_name,
    // The server refuses a category outside its lists; an unknown stored one falls back to the default.
    category: isBlogCategory(form.category) ? form.category : BLOG_POST_DEFAULTS.category,
    tags: form.tags.trim(),
    featured_image_url: form.featured_image_url.trim(),
    meta_title: form.meta_title.trim() || title,
    meta_description: form.meta_description.trim() || excerpt,
    is_published: published,
    is_featured: form.is_featured,
    reading_time: readingMinutes(form.reading_time),
  };
}
