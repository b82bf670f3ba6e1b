import type { AdminBlogRow, BlogPostBody } from "@twend/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserFetch } from "../auth/http.ts";
import { retryUnlessClientError } from "../dashboard/retry-policy.ts";
import type { AdminPage } from "./admin-api.ts";
import { type BlogFlag, blogFlagFailure, deleteAdminBlogPost, fetchAdminBlogPost, fetchAdminBlogPosts, saveAdminBlogPost, updateAdminBlogFlag } from "./blog-api.ts";
import { BLOG_MESSAGES } from "./blog-messages.ts";
import { type AdminBlogState, toBlogQuery } from "./blog-params.ts";
import { ADMIN_QUERY_KEY } from "./query-keys.ts";

// Under the admin prefix, so signing out drops the posts with every other admin answer.
export const ADMIN_BLOG_QUERY_KEY = [...ADMIN_QUERY_KEY, "blog"] as const;
const ADMIN_BLOG_LIST_KEY = [...ADMIN_BLOG_QUERY_KEY, "list"] as const;
const postKey = (id: number) => [...ADMIN_BLOG_QUERY_KEY, "post", id] as const;

export function useAdminBlogPosts(state: AdminBlogState) {
  const query = toBlogQuery(state);
  return useQuery({
    queryKey: [...ADMIN_BLOG_LIST_KEY, query.toString()],
    queryFn: ({ signal }) => fetchAdminBlogPosts(browserFetch, query, signal),
    staleTime: 0,
    retry: retryUnlessClientError,
    // The previous page stays on screen while the next loads, so paging and filtering do not blank the table.
    placeholderData: keepPreviousData,
  });
}

/** The post the editor opens; read fresh each time, since the list's rows carry no body. */
export function useAdminBlogPost(id: number) {
  return useQuery({
    queryKey: postKey(id),
    queryFn: ({ signal }) => fetchAdminBlogPost(browserFetch, id, signal),
    staleTime: 0,
    retry: retryUnlessClientError,
    // A refetch on focus would not reach the form (it copies the post once), so it is not worth the call.
    refetchOnWindowFocus: false,
  });
}

export type BlogAction = { kind: "flag"; row: AdminBlogRow; flag: BlogFlag } | { kind: "delete"; row: AdminBlogRow };

/** A cached page once `action` has succeeded: the flag changed, or the row gone and the count one less. */
export function afterBlogAction(page: AdminPage<AdminBlogRow> | undefined, action: BlogAction): AdminPage<AdminBlogRow> | undefined {
  if (page === undefined || !page.rows.some((row) => row.id === action.row.id)) return page;
  if (action.kind === "flag") return { ...page, rows: page.rows.map((row) => (row.id === action.row.id ? { ...row, ...action.flag } : row)) };
  return { rows: page.rows.filter((row) => row.id !== action.row.id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } };
}

/** The spec's failure text of each row action. */
export function blogActionFailure(action: BlogAction): string {
  return action.kind === "delete" ? BLOG_MESSAGES.deleteFailed : blogFlagFailure(action.flag);
}

/**
 * Row actions of the blog table. The change shows in every cached page at once; then the lists
 * are read again, since a change can move a row across filters, sorts and pages.
 */
export function useBlogAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BlogAction) =>
      action.kind === "delete" ? deleteAdminBlogPost(browserFetch, action.row.id) : updateAdminBlogFlag(browserFetch, action.row.id, action.flag),
    onSuccess: async (_, action) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_BLOG_LIST_KEY });
      queryClient.setQueriesData<AdminPage<AdminBlogRow>>({ queryKey: ADMIN_BLOG_LIST_KEY }, (page) => afterBlogAction(page, action));
      if (action.kind === "delete") queryClient.removeQueries({ queryKey: postKey(action.row.id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_LIST_KEY }),
  });
}

/** Create (id null) or update; the lists and the saved post are stale afterwards either way. */
export function useSaveBlogPost(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogPostBody) => saveAdminBlogPost(browserFetch, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
