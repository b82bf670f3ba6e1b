import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import Tag from "lucide-react/icons/tag";

/** Tags as quiet pills; they are not links because the blog has no tag pages. */
export function BlogTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t`Tags`} className={clsx("flex flex-wrap gap-1.5", className)}>
      {tags.map((tag) => (
        <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          <Tag aria-hidden="true" className="size-3 text-slate-400" />
          {tag}
        </li>
      ))}
    </ul>
  );
}
