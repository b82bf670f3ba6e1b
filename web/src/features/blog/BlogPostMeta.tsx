import { useLingui } from "@lingui/react/macro";
import type { PublicBlogCard } from "@twend/shared";
import { clsx } from "clsx";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import Eye from "lucide-react/icons/eye";
import UserRound from "lucide-react/icons/user-round";
import { formatDate, formatViews } from "../../lib/format.ts";
import { readingTimeLabel } from "./blog-text.ts";

interface BlogPostMetaProps {
  post: Pick<PublicBlogCard, "author_name" | "created_at" | "reading_time" | "view_count">;
  /** The post page shows how often it was read; cards keep their meta line short. */
  showViews?: boolean;
  className?: string;
}

/** Author, date and reading time (and views), as a wrapping line of small facts. */
export function BlogPostMeta({ post, showViews = false, className }: BlogPostMetaProps) {
  const { i18n } = useLingui();
  const date = formatDate(i18n.locale, post.created_at);
  const facts = [
    { icon: UserRound, text: post.author_name },
    date ? { icon: CalendarDays, text: <time dateTime={post.created_at}>{date}</time> } : null,
    { icon: Clock, text: readingTimeLabel(i18n, post.reading_time) },
    showViews ? { icon: Eye, text: formatViews(i18n, post.view_count) } : null,
  ].filter((fact) => fact !== null);
  return (
    <ul className={clsx("flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600", className)}>
      {facts.map(({ icon: Icon, text }, index) => (
        <li key={index} className="inline-flex min-w-0 items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">{text}</span>
        </li>
      ))}
    </ul>
  );
}
