import { useLingui } from "@lingui/react/macro";
import { LIMITS, type PublicBlogCard } from "@twend/shared";
import { Link } from "wouter";
import { Badge } from "../../components/ui/Badge.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { BlogCover } from "./BlogCover.tsx";
import { BlogPostMeta } from "./BlogPostMeta.tsx";
import { BlogTags } from "./BlogTags.tsx";
import { blogCategoryLabel, splitTags } from "./blog-text.ts";

export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** A post in a list: the whole card opens the post, through its title link (one link, one tab stop). */
export function BlogCard({ post }: { post: PublicBlogCard }) {
  const { i18n } = useLingui();
  return (
    <Card as="article" interactive className="group relative flex h-full flex-col overflow-hidden focus-within:ring-2 focus-within:ring-brand-500">
      <BlogCover url={post.featured_image_url} />
      <div className="flex flex-1 flex-col p-5">
        <Badge className="self-start">{blogCategoryLabel(i18n, post.category)}</Badge>
        <h3 dir="auto" className="mt-3 text-lg leading-snug font-bold tracking-tight text-balance text-slate-950">
          <Link to={blogPostPath(post.slug)} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        <p dir="auto" className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">
          {post.excerpt}
        </p>
        <BlogTags tags={splitTags(post.tags).slice(0, LIMITS.blogCardTags)} className="mt-4" />
        <div className="mt-auto pt-5">
          <BlogPostMeta post={post} className="border-t border-slate-100 pt-4 text-xs" />
        </div>
      </div>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-6 h-4 w-2/3" />
      </div>
    </Card>
  );
}

const BLOG_GRID = "grid list-none grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6";

/** Cards in the blog's 1-2-3 column grid. */
export function BlogCardGrid({ posts, label }: { posts: readonly PublicBlogCard[]; label: string }) {
  return (
    <ul aria-label={label} className={BLOG_GRID}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export function BlogCardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className={BLOG_GRID}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <BlogCardSkeleton key={index} />
      ))}
    </div>
  );
}
