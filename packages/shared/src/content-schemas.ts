import { z } from "zod";
import { text } from "./safe-input.ts";
import { BLOG_CATEGORIES } from "./blog-schemas.ts";
import { CONTACT_SUBJECTS } from "./constants.ts";

const email = text("Email is required")
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"));

/** POST /api/contact/submit: every field required (spec section 5). */
export const contactInputSchema = z.object({
  name: text("Name is required").trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email,
  subject: z.enum(CONTACT_SUBJECTS, `Subject must be one of: ${CONTACT_SUBJECTS.join(", ")}`),
  message: text("Message is required").trim().min(1, "Message is required").max(5000, "Message must be at most 5000 characters"),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** POST /api/newsletter/subscribe. */
export const newsletterInputSchema = z.object({ email });

/** Cards per page of /blog: 'Load More Articles' shows from 9 posts on (spec). */
export const BLOG_PAGE_SIZE = 9;

/** GET /api/blog/posts: the documented call sends nothing; the page adds category and paging. */
export const blogListQuerySchema = z
  .object({
    category: z.union([z.literal(""), z.enum(BLOG_CATEGORIES)], { message: "category must be a blog category" }).default(""),
    page: z.coerce.number({ message: "page must be a number" }).int("page must be a whole number").min(1, "page must be at least 1").default(1),
    limit: z.coerce
      .number({ message: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(50, "limit must be at most 50")
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
