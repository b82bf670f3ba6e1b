import { Trans, useLingui } from "@lingui/react/macro";
import { LIMITS, type PublicBlogCard } from "@twend/shared";
import { useEffect } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/Badge.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { BlogCard, BlogCardSkeleton, blogPostPath } from "../../features/blog/BlogCard.tsx";
import { BlogCover } from "../../features/blog/BlogCover.tsx";
import { FeaturedBadge } from "../../features/blog/FeaturedBadge.tsx";
import { BlogPostMeta } from "../../features/blog/BlogPostMeta.tsx";
import { useFeaturedPosts } from "../../features/blog/blog-queries.ts";
import { blogCategoryLabel } from "../../features/blog/blog-text.ts";

/** The lead story: image beside the text from tablets up, so the newest featured post reads as the headline. */
function LeadPost({ post }: { post: PublicBlogCard }) {
  const { i18n } = useLingui();
  return (
    <Card as="article" interactive className="group relative grid overflow-hidden focus-within:ring-2 focus-within:ring-brand-500 md:grid-cols-2">
      <BlogCover url={post.featured_image_url} eager className="md:aspect-auto md:h-full md:min-h-72" />
      <div className="flex flex-col justify-center p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <FeaturedBadge />
          <Badge>{blogCategoryLabel(i18n, post.category)}</Badge>
        </div>
        <h3 dir="auto" className="mt-4 text-2xl leading-tight font-extrabold tracking-tight text-balance text-slate-950 sm:text-3xl">
          <Link to={blogPostPath(post.slug)} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        <p dir="auto" className="mt-3 line-clamp-4 text-base leading-7 text-slate-600">
          {post.excerpt}
        </p>
        <BlogPostMeta post={post} className="mt-6" />
      </div>
    </Card>
  );
}

/** Featured articles (at most three); shown on the unfiltered blog only, and not at all when none are featured. */
export function FeaturedPosts() {
  const { t } = useLingui();
  const { data, error, isPending } = useFeaturedPosts();
  useEffect(() => {
    // Blog list failures are only logged; the section simply stays away.
    if (error) console.error("Failed to load featured blog posts", error);
  }, [error]);

  if (isPending) return <FeaturedPostsSkeleton />;
  const [lead, ...rest] = (data ?? []).slice(0, LIMITS.blogFeaturedCount);
  if (!lead) return null;
  return (
    <section aria-labelledby="featured-title" className="mb-12 sm:mb-16">
      <h2 id="featured-title" className="mb-5 text-xl font-bold tracking-tight text-slate-950 sm:text-2xl">
        <Trans>Featured articles</Trans>
      </h2>
      <LeadPost post={lead} />
      {rest.length > 0 ? (
        <ul aria-label={t`More featured articles`} className="mt-5 grid list-none gap-5 sm:grid-cols-2 lg:gap-6">
          {rest.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const TITLE_LINES = ["w-11/12", "w-3/4"];
const EXCERPT_LINES = ["w-full", "w-[98%]", "w-11/12", "w-2/3"];

/**
 * The section's shape while it loads, so the articles under it do not jump down when it arrives:
 * the heading, the lead story line for line, and one row of cards. The article list's own
 * placeholder tells screen readers the blog is loading.
 */
function FeaturedPostsSkeleton() {
  return (
    <div aria-hidden="true" className="mb-12 sm:mb-16">
      <div className="mb-5 flex h-7 items-center sm:h-8">
        <Skeleton className="h-6 w-52" />
      </div>
      <Card className="grid overflow-hidden md:grid-cols-2">
        <Skeleton className="aspect-video rounded-none md:aspect-auto md:h-full md:min-h-72" />
        <div className="flex flex-col justify-center p-5 sm:p-8">
          <div className="flex gap-2">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-28 rounded-full" />
          </div>
          {/* The title's lines, at its size and line height. */}
          <div className="mt-4">
            {TITLE_LINES.map((width) => (
              <div key={width} className="flex h-[calc(var(--text-2xl)*var(--leading-tight))] items-center sm:h-[calc(var(--text-3xl)*var(--leading-tight))]">
                <Skeleton className={`h-6 sm:h-7 ${width}`} />
              </div>
            ))}
          </div>
          {/* The excerpt's lines: four on a phone's narrow card, three beside the picture. */}
          <div className="mt-3">
            {EXCERPT_LINES.map((line) => (
              <div key={line} className="flex h-7 items-center md:last:hidden">
                <Skeleton className={`h-4 ${line}`} />
              </div>
            ))}
          </div>
          <Skeleton className="mt-6 h-5 w-1/2" />
        </div>
      </Card>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:gap-6">
        <BlogCardSkeleton />
        <div className="hidden sm:block">
          <BlogCardSkeleton />
        </div>
      </div>
    </div>
  );
}
