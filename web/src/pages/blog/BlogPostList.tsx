import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import ArrowDown from "lucide-react/icons/arrow-down";
import Newspaper from "lucide-react/icons/newspaper";
import { useEffect } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { BlogCardGrid, BlogCardGridSkeleton } from "../../features/blog/BlogCard.tsx";
import { PUBLIC_BLOG_MESSAGES, blogCategoryLabel, emptyCategoryText } from "../../features/blog/blog-text.ts";
import { useBlogPosts } from "../../features/blog/blog-queries.ts";
import type { BlogCategory } from "./blog-params.ts";

const SKELETON_COUNT = 6;

interface BlogPostListProps {
  category: BlogCategory | null;
  onViewAll: () => void;
}

export function BlogPostList({ category, onViewAll }: BlogPostListProps) {
  const { i18n, t } = useLingui();
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
      <ErrorState message={t`We couldn't load the articles right now.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <BlogCardGridSkeleton count={SKELETON_COUNT} label={t`Loading articles…`} />
    );
  } else if (posts.length === 0) {
    content = (
      <EmptyState
        icon={Newspaper}
        title={i18n._(PUBLIC_BLOG_MESSAGES.emptyTitle)}
        text={category ? emptyCategoryText(i18n, category) : t`No articles have been published yet. Check back soon.`}
        action={
          category ? (
            <Button variant="secondary" onClick={onViewAll}>
              <Trans>View All Posts</Trans>
            </Button>
          ) : null
        }
      />
    );
  } else {
    const categoryLabel = category ? blogCategoryLabel(i18n, category) : null;
    content = (
      <>
        <BlogCardGrid posts={posts} label={categoryLabel ? t`${categoryLabel} articles` : t`All articles`} />
        <div className="mt-10 flex justify-center">
          {isFetchNextPageError ? (
            <div className="w-full">
              <ErrorState message={t`We couldn't load more articles.`} onRetry={loadMore} retrying={isFetchingNextPage} />
            </div>
          ) : hasNextPage ? (
            <Button variant="secondary" size="lg" onClick={loadMore} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? <Spinner /> : <ArrowDown aria-hidden="true" className="size-4" />}
              {i18n._(PUBLIC_BLOG_MESSAGES.loadMore)}
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
