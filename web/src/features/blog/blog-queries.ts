import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchBlogPage, fetchBlogPost, fetchFeaturedPosts, fetchRelatedPosts } from "./blog-api.ts";
import { shouldRetryBlogRequest } from "./blog-text.ts";

const BLOG_KEY = "blog";

/** Newest first, BLOG_PAGE_SIZE at a time; the previous category's cards stay (dimmed) while another loads. */
export function useBlogPosts(category: string | null) {
  return useInfiniteQuery({
    queryKey: [BLOG_KEY, "posts", category ?? ""],
    queryFn: ({ pageParam, signal }) => fetchBlogPage(category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: shouldRetryBlogRequest,
  });
}

export function useFeaturedPosts() {
  return useQuery({
    queryKey: [BLOG_KEY, "featured"],
    queryFn: ({ signal }) => fetchFeaturedPosts(signal),
    retry: shouldRetryBlogRequest,
  });
}

export function blogPostQuery(slug: string) {
  return queryOptions({
    queryKey: [BLOG_KEY, "post", slug],
    queryFn: ({ signal }) => fetchBlogPost(slug, signal),
    retry: shouldRetryBlogRequest,
  });
}

export function useRelatedPosts(slug: string) {
  return useQuery({
    queryKey: [BLOG_KEY, "related", slug],
    queryFn: ({ signal }) => fetchRelatedPosts(slug, signal),
    retry: shouldRetryBlogRequest,
  });
}
