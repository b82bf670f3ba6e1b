import type { AdminBlogPost, AdminBlogRow, BlogPostBody } from "@twend/shared";
import { ApiError, dataOf, type Fetch, isRecord, isSuccessful, requestJson } from "../auth/http.ts";
import { type AdminPage, failure, isCount, parsePagination } from "./admin-api.ts";
import { BLOG_MESSAGES } from "./blog-messages.ts";

const POSTS_PATH = "/api/admin/blog/posts";

const nullableText = (value: unknown) => value === null || typeof value === "string";

function isBlogRow(value: unknown): value is AdminBlogRow {
  return (
    isRecord(value) &&
    typeof value.id === "number" &&
    typeof value.title === "string" &&
    typeof value.slug === "string" &&
    typeof value.excerpt === "string" &&
    typeof value.author_name === "string" &&
    typeof value.category === "string" &&
    typeof value.tags === "string" &&
    nullableText(value.featured_image_url) &&
    nullableText(value.meta_title) &&
    nullableText(value.meta_description) &&
    typeof value.is_published === "boolean" &&
    typeof value.is_featured === "boolean" &&
    isCount(value.reading_time) &&
    isCount(value.view_count) &&
    typeof value.created_at === "string"
  );
}

function isBlogPost(value: unknown): value is AdminBlogPost {
  return isRecord(value) && typeof value.content === "string" && isBlogRow(value);
}

/** GET /api/admin/blog/posts with the table's query string. */
export async function fetchAdminBlogPosts(fetchFn: Fetch, query: URLSearchParams, signal?: AbortSignal): Promise<AdminPage<AdminBlogRow>> {
  const reply = await requestJson(fetchFn, `${POSTS_PATH}?${query.toString()}`, { signal });
  const data = isSuccessful(reply) ? dataOf(reply.body) : undefined;
  const rows: unknown = isRecord(data) ? data.posts : undefined;
  const pagination = isRecord(data) ? parsePagination(data.pagination) : null;
  if (!Array.isArray(rows) || !rows.every(isBlogRow) || pagination === null) throw failure(BLOG_MESSAGES.fetchFailed, reply);
  return { rows, pagination };
}

/** GET /api/admin/blog/posts/{id}: the whole post, body included, for the editor. */
export async function fetchAdminBlogPost(fetchFn: Fetch, id: number, signal?: AbortSignal): Promise<AdminBlogPost> {
  const reply = await requestJson(fetchFn, `${POSTS_PATH}/${id}`, { signal });
  const data = isSuccessful(reply) ? dataOf(reply.body) : undefined;
  if (!isBlogPost(data)) throw failure(BLOG_MESSAGES.loadPostFailed, reply);
  return data;
}

/** One flag of a post, set to the value the admin asked for. */
export type BlogFlag = { is_published: boolean } | { is_featured: boolean };

/** The spec's failure text for a flag. */
export function blogFlagFailure(flag: BlogFlag): string {
  return "is_published" in flag ? BLOG_MESSAGES.statusFailed : BLOG_MESSAGES.featuredFailed;
}

/** PUT /api/admin/blog/posts/{id} with one flag (the list's toggles). */
export async function updateAdminBlogFlag(fetchFn: Fetch, id: number, flag: BlogFlag): Promise<void> {
  const reply = await requestJson(fetchFn, `${POSTS_PATH}/${id}`, { method: "PUT", json: flag });
  if (!isSuccessful(reply)) throw failure(blogFlagFailure(flag), reply);
}

/** DELETE /api/admin/blog/posts/{id}. */
export async function deleteAdminBlogPost(fetchFn: Fetch, id: number): Promise<void> {
  const reply = await requestJson(fetchFn, `${POSTS_PATH}/${id}`, { method: "DELETE" });
  if (!isSuccessful(reply)) throw failure(BLOG_MESSAGES.deleteFailed, reply);
}

/** POST a new post (id null) or PUT every field of an existing one; `saveFailureText` words a rejection. */
export async function saveAdminBlogPost(fetchFn: Fetch, id: number | null, body: BlogPostBody): Promise<AdminBlogPost> {
  const reply = await requestJson(fetchFn, id === null ? POSTS_PATH : `${POSTS_PATH}/${id}`, { method: id === null ? "POST" : "PUT", json: body });
  const data = isSuccessful(reply) ? dataOf(reply.body) : undefined;
  if (!isBlogPost(data)) throw failure(BLOG_MESSAGES.saveFailedDetail(`the server answered ${reply.status}`), reply);
  return data;
}

/** The spec's text for a failed save: the server's reason when it gave one, else 'Failed to save: {detail}'. */
export function saveFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return BLOG_MESSAGES.saveFailedDetail(error instanceof Error ? error.message : String(error));
}
