import { z } from "zod";
import { requiredText, text } from "./safe-input.ts";
import { BLOG_CATEGORIES } from "./blog-schemas.ts";
import { CONTACT_SUBJECTS } from "./constants.ts";
import { MESSAGES } from "./messages.ts";
import { atLeast, atMost, maxChars, oneOf } from "./schema-checks.ts";
import { refusal, SCHEMA_FIELDS, SCHEMA_MESSAGES } from "./schema-messages.ts";

const emailRequired = refusal(SCHEMA_MESSAGES.required, SCHEMA_FIELDS.email);
const email = text(emailRequired).trim().toLowerCase().min(1, emailRequired).check(maxChars(SCHEMA_FIELDS.email, 254)).pipe(z.email(MESSAGES.invalidEmail));

/** POST /api/contact/submit: every field required. */
export const contactInputSchema = z.object({
  name: requiredText(SCHEMA_FIELDS.name, 100),
  email,
  subject: oneOf(SCHEMA_FIELDS.subject, CONTACT_SUBJECTS),
  message: requiredText(SCHEMA_FIELDS.message, 5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** POST /api/newsletter/subscribe. */
export const newsletterInputSchema = z.object({ email });

/** Cards per page of /blog: 'Load More Articles' shows from 9 posts on (spec). */
export const BLOG_PAGE_SIZE = 9;

/** GET /api/blog/posts: the documented call sends nothing; the page adds category and paging. */
export const blogListQuerySchema = z
  .object({
    category: z.union([z.literal(""), z.enum(BLOG_CATEGORIES)], { message: SCHEMA_MESSAGES.blogCategory }).default(""),
    page: z.coerce
      .number({ message: refusal(SCHEMA_MESSAGES.notNumber, "page") })
      .int(refusal(SCHEMA_MESSAGES.notWholeNumber, "page"))
      .check(atLeast("page", 1))
      .default(1),
    limit: z.coerce
      .number({ message: refusal(SCHEMA_MESSAGES.notNumber, "limit") })
      .int(refusal(SCHEMA_MESSAGES.notWholeNumber, "limit"))
      .check(atLeast("limit", 1), atMost("limit", 50))
      .default(BLOG_PAGE_SIZE),
  })
  .default({ category: "", page: 1, limit: BLOG_PAGE_SIZE });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** A published post as the public blog shows it (spec: Blog post, public). */
export interface PublicBlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author_name: string;
  featured_image_url: string | null;
  reading_time: number;
  view_count: number;
  is_featured: boolean;
  created_at: string;
  meta_title: string | null;
  meta_description: string | null;
}

/** A card of the blog's lists: everything but the body, which lists never carry. */
export type PublicBlogCard = Omit<PublicBlogPost, "content" | "meta_title" | "meta_description">;
