import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME, type PublicBlogPost } from "@twend/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import FileQuestion from "lucide-react/icons/file-question-mark";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useRef } from "react";
import { Link, useParams } from "wouter";
import { Avatar } from "../../components/ui/Avatar.tsx";
import { Badge } from "../../components/ui/Badge.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { RetryButton } from "../../components/ui/RetryButton.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useBlogPost, useRecordPostView } from "../../features/blog/blog-queries.ts";
import { PUBLIC_BLOG_MESSAGES, blogCategoryLabel, describePostFailure, splitTags } from "../../features/blog/blog-text.ts";
import { blogPostPath } from "../../features/blog/BlogCard.tsx";
import { BlogCover } from "../../features/blog/BlogCover.tsx";
import { BlogPostMeta } from "../../features/blog/BlogPostMeta.tsx";
import { BlogTags } from "../../features/blog/BlogTags.tsx";
import { FeaturedBadge } from "../../features/blog/FeaturedBadge.tsx";
import { SharePostButton } from "../../features/blog/SharePostButton.tsx";
import { inLanguage } from "../../features/share/share-url.ts";
import { BlogProse } from "./BlogProse.tsx";
import { RelatedPosts } from "./RelatedPosts.tsx";

const ARTICLE_WIDTH = "mx-auto max-w-3xl";

function Breadcrumb({ title }: { title: string }) {
  const { t } = useLingui();
  const crumbs = [
    { to: "/", label: t`Home` },
    { to: "/blog", label: t`Blog` },
  ];
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-slate-500">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="inline-flex shrink-0 items-center gap-1.5">
            <Link to={crumb.to} className="rounded font-medium hover:text-brand-700">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400 rtl:-scale-x-100" />
          </li>
        ))}
        <li aria-current="page" dir="auto" className="min-w-0 truncate text-slate-700">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function AuthorBox({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <Card as="section" aria-label={t`About the author`} className="mt-10 flex items-center gap-4 p-5 sm:p-6">
      <Avatar name={name} className="size-14 text-xl" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          <Trans>Written by</Trans>
        </p>
        <p className="truncate text-lg font-bold text-slate-950">{name}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          <Trans>Sharing what we learn from the campaigns that run on {PRODUCT_NAME}.</Trans>
        </p>
      </div>
    </Card>
  );
}

function Article({ post }: { post: PublicBlogPost }) {
  const { i18n } = useLingui();
  const tags = splitTags(post.tags);
  return (
    <article>
      <header className={ARTICLE_WIDTH}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{blogCategoryLabel(i18n, post.category)}</Badge>
          {post.is_featured ? <FeaturedBadge /> : null}
        </div>
        <h1 dir="auto" className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl lg:text-5xl">
          {post.title}
        </h1>
        {post.excerpt ? (
          <p dir="auto" className="mt-4 text-lg leading-8 text-pretty text-slate-600 sm:text-xl">
            {post.excerpt}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-100 py-4">
          <BlogPostMeta post={post} showViews />
          <SharePostButton title={post.title} text={post.excerpt} url={inLanguage(`${window.location.origin}${blogPostPath(post.slug)}`, i18n.locale)} />
        </div>
      </header>
      {post.featured_image_url ? (
        <div className="mx-auto mt-8 max-w-4xl">
          <BlogCover url={post.featured_image_url} eager className="rounded-2xl shadow-card" />
        </div>
      ) : null}
      <div className={`${ARTICLE_WIDTH} mt-8 sm:mt-10`}>
        <BlogProse html={post.content} />
        {tags.length > 0 ? <BlogTags tags={tags} className="mt-10" /> : null}
        <AuthorBox name={post.author_name} />
      </div>
    </article>
  );
}

function PostSkeleton() {
  return (
    <div role="status" aria-live="polite" className={ARTICLE_WIDTH}>
      <span className="sr-only">
        <Trans>Loading article…</Trans>
      </span>
      <Skeleton className="h-6 w-32 rounded-full" />
      <Skeleton className="mt-5 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-3/4" />
      <Skeleton className="mt-6 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-5/6" />
      <Skeleton className="mt-8 h-12 w-full" />
      <Skeleton className="mt-8 aspect-video w-full rounded-2xl" />
    </div>
  );
}

function BackToBlog() {
  return (
    <LinkButton to="/blog" variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <Trans>Back to Blog</Trans>
    </LinkButton>
  );
}

function PostProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { i18n, t } = useLingui();
  const failure = describePostFailure(i18n, error);
  const notFound = failure.kind === "notFound";
  const Icon = notFound ? FileQuestion : TriangleAlert;
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center sm:px-10">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">{notFound ? i18n._(PUBLIC_BLOG_MESSAGES.notFoundTitle) : failure.heading}</h1>
      <p className="mt-3 text-base text-pretty text-slate-600">{notFound ? i18n._(PUBLIC_BLOG_MESSAGES.notFoundText) : t`Please check your connection and try again.`}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {notFound ? null : <RetryButton onRetry={onRetry} retrying={retrying} />}
        <BackToBlog />
      </div>
    </Card>
  );
}

export default function BlogPostPage() {
  const { i18n, t } = useLingui();
  const { slug = "" } = useParams();
  const query = useBlogPost(slug);
  const post = query.data;
  const recordView = useRecordPostView();

  // Counted once per slug after a successful load (the server also counts a session once).
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!post || recorded.current === post.slug) return;
    recorded.current = post.slug;
    recordView(post.slug);
  }, [post, recordView]);

  let title = t`Blog · ${PRODUCT_NAME}`;
  if (post) title = `${post.meta_title || post.title} · ${PRODUCT_NAME}`;
  else if (query.isError)
    title = `${i18n._(describePostFailure(i18n, query.error).kind === "notFound" ? PUBLIC_BLOG_MESSAGES.notFoundTitle : PUBLIC_BLOG_MESSAGES.loadFailed)} · ${PRODUCT_NAME}`;

  return (
    <>
      <title>{title}</title>
      <Container className="pt-6 pb-16 sm:pt-10 sm:pb-24">
        {post ? (
          <>
            <div className={`${ARTICLE_WIDTH} mb-6 sm:mb-8`}>
              <Breadcrumb title={post.title} />
            </div>
            <Article post={post} />
            <RelatedPosts slug={post.slug} />
          </>
        ) : query.isError ? (
          <PostProblem error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <PostSkeleton />
        )}
      </Container>
    </>
  );
}
