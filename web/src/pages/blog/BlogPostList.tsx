import { clsx } from "clsx";
import { ArrowDown, Newspaper } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { BlogCardGrid, BlogCardGridSkeleton } from "../../features/blog/BlogCard.tsx";
import { BLOG_MESSAGES, emptyCategoryText } from "../../features/blog/blog-text.ts";
import { useBlogPosts } from "../../features/blog/blog-queries.ts";
import type { BlogCategory } from "./blog-params.ts";

const SKELETON_COUNT = 6;

interface BlogPostListProps {
  category: BlogCategory | null;
  onViewAll: () => void;
}

export function BlogPostList({ category, onViewAll }: BlogPostListProps) {
  const query = useBlogPosts(category);
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = query;
  const posts = data?.pages.flatMap((page) => page.data) ?? [];

  useEffect(() => {
    if (error) console.error("Failed to fetch blog posts", error);
  }, [error]);

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void query.fetchNextPage();
  };

  let content;
  if (data === undefined) {
    content = query.isError ? (
      <ErrorState message="We couldn't load the articles right now." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <BlogCardGridSkeleton count={SKELETON_COUNT} label="Loading articles…" />
    );
  } else if (posts.length === 0) {
    content = (
      <EmptyState
        icon={Newspaper}
        title={BLOG_MESSAGES.emptyTitle}
        text={category ? emptyCategoryText(category) : "No articles have been published yet. Check back soon."}
        action={
          category ? (
            <Button variant="secondary" onClick={onViewAll}>
              View All Posts
            </Button>
          ) : null
        }
      />
    );
  } else {
    content = (
      <>
        <BlogCardGrid posts={posts} label={category ? `${category} articles` : "All articles"} />
        <div className="mt-10 flex justify-center">
          {isFetchNextPageError ? (
            <div className="w-full">
              <ErrorState message="We couldn't load more articles." onRetry={loadMore} retrying={isFetchingNextPage} />
            </div>
          ) : hasNextPage ? (
            <Button variant="secondary" size="lg" onClick={loadMore} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? <Spinner /> : <ArrowDown aria-hidden="true" className="size-4" />}
              {BLOG_MESSAGES.loadMore}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div aria-busy={isPlaceholderData || isFetchingNextPage} className={clsx("transition-opacity duration-200", isPlaceholderData && "opacity-60")}>
      {content}
    </div>
  );
}
