import { apiRefusal } from "../../lib/api-refusal.ts";

export const BLOG_MESSAGES = {
  notFoundTitle: "Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist or has been moved.",
  loadFailed: "Failed to load blog post",
  emptyTitle: "No Posts Found",
  emptyInCategory: 'No articles found in the "{category}" category yet.',
  loadMore: "Load More Articles",
} as const;

/** The stored comma-separated tags as a list: trimmed, blanks and repeats dropped, first spelling kept. */
export function splitTags(tags: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags.split(",")) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

export function emptyCategoryText(category: string): string {
  return BLOG_MESSAGES.emptyInCategory.replace("{category}", category);
}

export type PostLoadFailure = { kind: "notFound" } | { kind: "error"; heading: string };

/**
 * What the post page says when the post did not load (spec section 8): a 404 is 'Post Not Found';
 * any other answer shows the server's error text as the heading, and no answer 'Failed to load blog post'.
 */
export function describePostFailure(error: unknown): PostLoadFailure {
  const failed = { kind: "error", heading: BLOG_MESSAGES.loadFailed } as const;
  const refusal = apiRefusal(error);
  if (refusal?.status === 404) return { kind: "notFound" };
  return refusal?.message ? { kind: "error", heading: refusal.message } : failed;
}
