export const ADMIN_BLOG_PATH = "/admin/blog";
export const ADMIN_BLOG_CREATE_PATH = "/admin/blog/create";

export function adminBlogEditPath(id: number): string {
  return `/admin/blog/edit/${id}`;
}

/** The post's public page (spec route table: /blog/{slug}). */
export function publicPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
