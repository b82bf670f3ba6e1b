import { Trans, useLingui } from "@lingui/react/macro";
import { LIMITS } from "@twend/shared";
import { useEffect } from "react";
import { BlogCardGrid } from "../../features/blog/BlogCard.tsx";
import { useRelatedPosts } from "../../features/blog/blog-queries.ts";

/** Up to three more posts; the section is left out when there are none or they failed to load. */
export function RelatedPosts({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data, error } = useRelatedPosts(slug);
  useEffect(() => {
    if (error) console.error("Failed to load related blog posts", error);
  }, [error]);

  const posts = (data ?? []).slice(0, LIMITS.blogRelatedCount);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-slate-100 pt-12 sm:mt-20">
      <h2 id="related-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-950">
        <Trans>Related articles</Trans>
      </h2>
      <BlogCardGrid posts={posts} label={t`Related articles`} />
    </section>
  );
}
