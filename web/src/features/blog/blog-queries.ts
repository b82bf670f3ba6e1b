import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { BLOG_PAGE_SIZE, type BLOG_PUBLIC_CATEGORIES } from "@twend/shared";
import { getSessionId } from "../../lib/session-id.ts";
import { trpc, trpcClient } from "../../lib/trpc.ts";

/** Newest first, BLOG_PAGE_SIZE at a time; the previous category's cards stay (dimmed) while another loads. */
export function useBlogPosts(category: (typeof BLOG_PUBLIC_CATEGORIES)[number] | null) {
  return useInfiniteQuery(
    trpc.blog.list.infiniteQueryOptions(
      { category: category ?? "", limit: BLOG_PAGE_SIZE },
      {
        initialCursor: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.has_more ? (lastPage ?? 1) + 1 : undefined),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

export function useFeaturedPosts() {
  return useQuery(trpc.blog.featured.queryOptions());
}

export function useBlogPost(slug: string) {
  return useQuery(trpc.blog.bySlug.queryOptions({ slug }));
}

export function useRelatedPosts(slug: string) {
  return useQuery(trpc.blog.related.queryOptions({ slug }));
}

/** Counts the reader once per session on the server; a lost count is not worth troubling the reader with. */
export function useRecordPostView(): (slug: string) => void {
  return useMutation({
    mutationFn: (slug: string) => trpcClient.blog.recordView.mutate({ slug, session_id: getSessionId() }),
    onError: (error) => console.warn("Could not record the blog post view", error),
  }).mutate;
}
