import { clsx } from "clsx";

/** Published or Draft. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        published ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-800 ring-amber-200",
      )}
    >
      <span aria-hidden="true" className={clsx("size-1.5 rounded-full", published ? "bg-emerald-500" : "bg-amber-500")} />
      {published ? "Published" : "Draft"}
    </span>
  );
}
