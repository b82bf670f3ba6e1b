import { BLOG_PAGE_SIZE, type PublicBlogCard, type PublicBlogPost } from "@twend/shared";
import { ApiError, browserFetch, dataOf, isRecord, isSuccessful, requestJson, serverErrorText, type Fetch } from "../auth/http.ts";
import { getSessionId } from "../../lib/session-id.ts";

/** One page of GET /api/blog/posts. */
export interface BlogPage {
  posts: PublicBlogCard[];
  total: number;
  hasMore: boolean;
}

/** The `data` of a successful reply, or an ApiError carrying the server's `error` text (the post page shows it as its heading). */
async function getData(fetchFn: Fetch, path: string, signal?: AbortSignal): Promise<{ data: unknown; body: unknown }> {
  const reply = await requestJson(fetchFn, path, { signal });
  if (!isSuccessful(reply)) {
    throw new ApiError(`GET ${path} answered ${reply.status}`, reply.status, serverErrorText(reply.body));
  }
  return { data: dataOf(reply.body), body: reply.body };
}

// The API is ours and typed on both sides; only the envelope is checked, so a proxy's odd answer fails loudly, not deep in a render.
function asList<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new Error("Expected a list from the blog API");
  return data as T[];
}

function slugPath(slug: string): string {
  return `/api/blog/posts/${encodeURIComponent(slug)}`;
}

export async function fetchBlogPage(category: string | null, page: number, signal?: AbortSignal, fetchFn: Fetch = browserFetch): Promise<BlogPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(BLOG_PAGE_SIZE) });
  if (category) query.set("category", category);
  const { data, body } = await getData(fetchFn, `/api/blog/posts?${query}`, signal);
  const posts = asList<PublicBlogCard>(data);
  const total = isRecord(body) && typeof body.total === "number" ? body.total : posts.length;
  const hasMore = isRecord(body) && body.has_more === true;
  return { posts, total, hasMore };
}

export async function fetchFeaturedPosts(signal?: AbortSignal, fetchFn: Fetch = browserFetch): Promise<PublicBlogCard[]> {
  return asList<PublicBlogCard>((await getData(fetchFn, "/api/blog/featured", signal)).data);
}

export async function fetchBlogPost(slug: string, signal?: AbortSignal, fetchFn: Fetch = browserFetch): Promise<PublicBlogPost> {
  const { data } = await getData(fetchFn, slugPath(slug), signal);
  if (!isRecord(data) || typeof data.content !== "string") throw new Error("Expected a blog post from the blog API");
  return data as unknown as PublicBlogPost;
}

export async function fetchRelatedPosts(slug: string, signal?: AbortSignal, fetchFn: Fetch = browserFetch): Promise<PublicBlogCard[]> {
  return asList<PublicBlogCard>((await getData(fetchFn, `${slugPath(slug)}/related`, signal)).data);
}

/** Counts the reader once per session on the server; a lost count is not worth troubling the reader with. */
export async function recordPostView(slug: string, fetchFn: Fetch = browserFetch): Promise<void> {
  try {
    await requestJson(fetchFn, `${slugPath(slug)}/view?session_id=${encodeURIComponent(getSessionId())}`, { method: "POST" });
  } catch (error) {
    console.warn("Could not record the blog post view", error);
  }
}
