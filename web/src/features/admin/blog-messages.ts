/** Texts of the spec's admin blog screens (list and editor) and its error catalogue, word for word where the spec gives them. */
export const ADMIN_BLOG_MESSAGES = {
  fetchFailed: "Failed to fetch blog posts",
  deleteFailed: "Failed to delete blog post",
  statusFailed: "Failed to update post status",
  featuredFailed: "Failed to update featured status",
  loadPostFailed: "Failed to load blog post",
  /** The heading of a failed save; the line under it is the server's reason or `saveFailedDetail`. */
  saveFailed: "Failed to save blog post",
  saveFailedDetail: (detail: string) => `Failed to save: ${detail}`,
  deleteConfirmation: "Are you sure you want to delete this blog post? This action cannot be undone.",
  titleRequired: "Title is required.",
  contentRequired: "Content is required.",
  emptyTitle: "No Blog Posts Found",
  emptyFiltered: "No posts match this search or category. Try another, or clear the filters.",
  emptyAll: "Nothing has been written yet. Start the blog with its first post.",
} as const;
