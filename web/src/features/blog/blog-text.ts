import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { isBlogCategory, type BlogCategory } from "@twend/shared";
import { apiAnswer } from "../../lib/api-errors/call-failure.ts";
import { describeFailure } from "../../lib/api-errors/describe-failure.ts";

/** Texts of the public blog's pages, translated where shown; the admin's are ADMIN_BLOG_MESSAGES, the API's refusals BLOG_MESSAGES. */
export const PUBLIC_BLOG_MESSAGES = {
  notFoundTitle: msg`Post Not Found`,
  notFoundText: msg`The blog post you're looking for doesn't exist or has been moved.`,
  loadFailed: msg`Failed to load blog post`,
  emptyTitle: msg`No Posts Found`,
  loadMore: msg`Load More Articles`,
} as const;

/**
 * What each blog category reads as. The values stay English: they are what the API stores and
 * filters by, and what `?category=` holds. The context keeps them apart from the same words elsewhere.
 */
const CATEGORY_LABELS = {
  "Events & Campaigns": msg({ context: "blog category", message: "Events & Campaigns" }),
  "Networking & Social Circles": msg({ context: "blog category", message: "Networking & Social Circles" }),
  "Social Capital & Influence": msg({ context: "blog category", message: "Social Capital & Influence" }),
  "Strategy & Tips": msg({ context: "blog category", message: "Strategy & Tips" }),
  "Future Trends": msg({ context: "blog category", message: "Future Trends" }),
  Technology: msg({ context: "blog category", message: "Technology" }),
  Design: msg({ context: "blog category", message: "Design" }),
  Marketing: msg({ context: "blog category", message: "Marketing" }),
  Business: msg({ context: "blog category", message: "Business" }),
  Tutorial: msg({ context: "blog category", message: "Tutorial" }),
  News: msg({ context: "blog category", message: "News" }),
  Tips: msg({ context: "blog category", message: "Tips" }),
  "Social Media": msg({ context: "blog category", message: "Social Media" }),
  Trends: msg({ context: "blog category", message: "Trends" }),
  Guide: msg({ context: "blog category", message: "Guide" }),
} satisfies Record<BlogCategory, MessageDescriptor>;

/** A post's category in the active language; a stored value outside the list is shown as it is. */
export function blogCategoryLabel(i18n: I18n, category: string): string {
  return isBlogCategory(category) ? i18n._(CATEGORY_LABELS[category]) : category;
}

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

export function readingTimeLabel(i18n: I18n, minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  return i18n._(msg({ message: plural(whole, { one: "# min read", other: "# min read" }) }));
}

export function emptyCategoryText(i18n: I18n, category: string): string {
  const label = blogCategoryLabel(i18n, category);
  return i18n._(msg`No articles found in the "${label}" category yet.`);
}

export type PostLoadFailure = { kind: "notFound" } | { kind: "error"; heading: string };

/**
 * What the post page says when the post did not load: a 404 is 'Post Not Found';
 * any other answer shows the server's error text (already in the visitor's language) as the
 * heading, and no answer 'Failed to load blog post'.
 */
export function describePostFailure(i18n: I18n, error: unknown): PostLoadFailure {
  if (apiAnswer(error)?.status === 404) return { kind: "notFound" };
  return { kind: "error", heading: describeFailure(i18n, error, { fallback: PUBLIC_BLOG_MESSAGES.loadFailed }) };
}
