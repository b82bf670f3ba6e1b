import type { AdminBlogRow, BlogPostBody, Pagination } from "@twend/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { trpc, trpcClient } from "../../lib/trpc.ts";
import type { AdminPage } from "./admin-api.ts";
import { ADMIN_BLOG_MESSAGES } from "./blog-messages.ts";
import { type AdminBlogState, toBlogQuery } from "./blog-params.ts";
import { describeAdminFailure, describeFailureDetail } from "./admin-failure.ts";

export function useAdminBlogPosts(state: AdminBlogState) {
  return useQuery(
    trpc.admin.blog.list.queryOptions(toBlogQuery(state), {
      staleTime: 0,
      // The previous page stays on screen while the next loads, so paging and filtering do not blank the table.
      placeholderData: keepPreviousData,
      select: (page): AdminPage<AdminBlogRow> => ({ rows: page.posts, pagination: page.pagination }),
    }),
  );
}

/** The post the editor opens; read fresh each time, since the list's rows carry no body. */
export function useAdminBlogPost(id: number) {
  return useQuery(trpc.admin.blog.get.queryOptions({ id }, { staleTime: 0 }));
}

/** One flag of a post, set to the value the admin asked for. */
export type BlogFlag = { is_published: boolean } | { is_featured: boolean };

export type BlogAction = { kind: "flag"; row: AdminBlogRow; flag: BlogFlag } | { kind: "delete"; row: AdminBlogRow };

type BlogPage = { posts: AdminBlogRow[]; pagination: Pagination };

/** A cached page once `action` has succeeded: the flag changed, or the row gone and the count one less. */
export function afterBlogAction(page: BlogPage | undefined, action: BlogAction): BlogPage | undefined {
  if (page === undefined || !page.posts.some((row) => row.id === action.row.id)) return page;
  if (action.kind === "flag") return { ...page, posts: page.posts.map((row) => (row.id === action.row.id ? { ...row, ...action.flag } : row)) };
  return { posts: page.posts.filter((row) => row.id !== action.row.id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } };
}

/** The spec's failure text of each row action. */
export function blogActionFailure(action: BlogAction): string {
  if (action.kind === "delete") return ADMIN_BLOG_MESSAGES.deleteFailed;
  return "is_published" in action.flag ? ADMIN_BLOG_MESSAGES.statusFailed : ADMIN_BLOG_MESSAGES.featuredFailed;
}

/**
 * Row actions of the blog table. The change shows in every cached page at once; then the lists
 * are read again, since a change can move a row across filters, sorts and pages.
 */
export function useBlogAction() {
  return useMutation({
    mutationFn: async (action: BlogAction) => {
      if (action.kind === "delete") await trpcClient.admin.blog.remove.mutate({ id: action.row.id });
      else await trpcClient.admin.blog.update.mutate({ id: action.row.id, ...action.flag });
    },
    onSuccess: async (_, action) => {
      await trpc.admin.blog.list.cancel();
      trpc.admin.blog.list.setQueriesData({}, {}, (page) => afterBlogAction(page, action));
      if (action.kind === "delete") await trpc.admin.blog.get.reset({ id: action.row.id });
    },
    onSettled: () => trpc.admin.blog.list.invalidate(),
  });
}

/** Create (id null) or update; the lists and the saved post are stale afterwards either way. */
export function useSaveBlogPost(id: number | null) {
  return useMutation({
    mutationFn: async (body: BlogPostBody) => {
      if (id === null) await trpcClient.admin.blog.create.mutate(body);
      else await trpcClient.admin.blog.update.mutate({ id, ...body });
    },
    onSuccess: () => trpc.admin.blog.invalidate(),
  });
}

/** The spec's text for a failed save: the server's reason when it gave one, else 'Failed to save: {detail}'. */
export function describeBlogSaveFailure(error: unknown): string {
  return describeAdminFailure(error, ADMIN_BLOG_MESSAGES.saveFailedDetail(describeFailureDetail(error)));
}
