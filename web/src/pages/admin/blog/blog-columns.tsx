import type { AdminBlogRow } from "@twend/shared";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Star from "lucide-react/icons/star";
import { Link } from "wouter";
import { Badge } from "../../../components/ui/Badge.tsx";
import { formatDate, formatInteger } from "../../../lib/format.ts";
import type { AdminColumn } from "../table/AdminDataTable.tsx";
import { adminBlogEditPath, publicPostPath } from "./blog-paths.ts";
import { PublishedBadge } from "./PublishedBadge.tsx";

/** The title opens the editor; the slug line opens the public page (spec: rows link to both). The author is left out: the actions need the width. */
export const blogPrimaryColumn: AdminColumn<AdminBlogRow> = {
  header: "Post",
  cell: (row) => (
    // Capped so a long slug cannot push the actions column out of the table.
    <div className="flex min-w-0 items-center gap-3 md:max-w-64">
      {row.featured_image_url ? (
        <img src={row.featured_image_url} alt="" loading="lazy" className="size-11 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" />
      ) : (
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400 ring-1 ring-slate-200">
          <FileText className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={adminBlogEditPath(row.id)}
          className="line-clamp-2 rounded font-semibold break-words text-slate-950 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {row.title}
        </Link>
        <Link
          to={publicPostPath(row.slug)}
          className="flex max-w-full items-center gap-1 rounded text-xs text-slate-500 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="truncate">/blog/{row.slug}</span>
          <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
          <span className="sr-only">(view the public post)</span>
        </Link>
        {row.is_featured ? (
          <div className="mt-1">
            <Badge className="gap-1">
              <Star aria-hidden="true" className="size-3" />
              Featured
            </Badge>
          </div>
        ) : null}
      </div>
    </div>
  ),
};

export const blogColumns: ReadonlyArray<AdminColumn<AdminBlogRow>> = [
  { header: "Category", cell: (row) => row.category },
  { header: "Status", cell: (row) => <PublishedBadge published={row.is_published} /> },
  { header: "Views", cell: (row, locale) => <span className="tabular-nums">{formatInteger(locale, row.view_count)}</span> },
  { header: "Created", cell: (row, locale) => <span className="whitespace-nowrap">{formatDate(locale, row.created_at) ?? "—"}</span> },
];
