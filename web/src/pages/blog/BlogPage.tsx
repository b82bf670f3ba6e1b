import { Trans, useLingui } from "@lingui/react/macro";
import { BLOG_PUBLIC_CATEGORIES, PRODUCT_NAME } from "@twend/shared";
import { Container } from "../../components/ui/Container.tsx";
import { useSearchParamsUpdater } from "../../lib/use-search-params-updater.ts";
import { NewsletterSignup } from "../../features/newsletter/NewsletterSignup.tsx";
import { blogCategoryLabel } from "../../features/blog/blog-text.ts";
import { readBlogCategory, writeBlogCategory, type BlogCategory } from "./blog-params.ts";
import { BlogPostList } from "./BlogPostList.tsx";
import { FilterChips } from "./FilterChips.tsx";
import { FeaturedPosts } from "./FeaturedPosts.tsx";

export default function BlogPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParamsUpdater();
  const category = readBlogCategory(params);
  const categoryLabel = category ? blogCategoryLabel(i18n, category) : null;
  // A chip is a history entry, so Back returns to the previous category.
  const choose = (next: BlogCategory | null) => setParams((current) => writeBlogCategory(current, next));

  return (
    <>
      <title>{categoryLabel ? t`${categoryLabel} · Blog · ${PRODUCT_NAME}` : t`Blog · ${PRODUCT_NAME}`}</title>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(50rem_20rem_at_0%_-20%,var(--color-brand-100),transparent),radial-gradient(40rem_20rem_at_100%_0%,rgb(244_114_182/0.12),transparent)]"
        />
        <Container className="pt-8 pb-16 sm:pt-12 sm:pb-24">
          <header className="mb-8 max-w-2xl sm:mb-12">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              <Trans>The {PRODUCT_NAME} blog</Trans>
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
              <Trans>Ideas for campaigns that spread</Trans>
            </h1>
            <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">
              <Trans>Guides, stories and strategy for turning supporters into a visible crowd, one profile picture at a time.</Trans>
            </p>
          </header>

          {category === null ? <FeaturedPosts /> : null}

          <section aria-labelledby="articles-title">
            <div className="mb-5 flex flex-col gap-4 sm:mb-6">
              <h2 id="articles-title" className="text-xl font-bold tracking-tight text-slate-950 sm:text-2xl">
                {categoryLabel ?? t`Latest articles`}
              </h2>
              <FilterChips
                label={t`Filter articles by category`}
                options={BLOG_PUBLIC_CATEGORIES}
                labelOf={(option) => blogCategoryLabel(i18n, option)}
                value={category}
                onChange={choose}
              />
            </div>
            <BlogPostList category={category} onViewAll={() => choose(null)} />
          </section>

          <NewsletterSignup className="mt-16 sm:mt-24" />
        </Container>
      </div>
    </>
  );
}
