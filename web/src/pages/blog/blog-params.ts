import { BLOG_PUBLIC_CATEGORIES } from "@twend/shared";

export type BlogCategory = (typeof BLOG_PUBLIC_CATEGORIES)[number];

/** The chosen chip, kept as `?category=` so a filtered blog can be shared; anything unknown reads as All. */
export function readBlogCategory(params: URLSearchParams): BlogCategory | null {
  const value = params.get("category");
  return BLOG_PUBLIC_CATEGORIES.find((category) => category === value) ?? null;
}

/** `params` with the category set, or dropped for All so a plain /blog stays plain; other parameters are kept. */
export function writeBlogCategory(params: URLSearchParams, category: BlogCategory | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (category === null) next.delete("category");
  else next.set("category", category);
  return next;
}
