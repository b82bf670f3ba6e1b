import type { AdminCampaignRow } from "@twend/shared";
import Flag from "lucide-react/icons/flag";
import Flame from "lucide-react/icons/flame";
import { Link } from "wouter";
import { formatDate, formatInteger } from "../../../lib/format.ts";
import { ActiveBadge } from "../table/ActiveBadge.tsx";
import type { AdminColumn } from "../table/AdminDataTable.tsx";
import { StatusPill } from "../table/StatusPill.tsx";

/** Ids are long; eight characters tell rows apart, as the spec does for users. */
const SHORT_ID_LENGTH = 8;

const REPORTERS_HINT = "Reporters are told apart by network and signed-in account, never by browser session; enough of them hide the Twend from the public lists.";

const counted = (locale: string, count: number, one: string, many: string) => `${formatInteger(locale, count)} ${count === 1 ? one : many}`;

/** Reports beside the people behind them: five reports from one reporter read differently from five from five. */
function reportsLabel(locale: string, row: AdminCampaignRow): string {
  return `${counted(locale, row.open_reports, "report", "reports")} · ${counted(locale, row.distinct_reporters, "reporter", "reporters")}`;
}

export const campaignPrimaryColumn: AdminColumn<AdminCampaignRow> = {
  header: "Twend",
  cell: (row, locale) => (
    <div className="flex min-w-0 items-center gap-3">
      <img src={row.background_image_url} alt="" loading="lazy" className="size-11 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" />
      <div className="min-w-0">
        <Link
          to={`/campaign/${row.short_id}`}
          className="line-clamp-2 rounded font-semibold break-words text-slate-950 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {row.title}
        </Link>
        <p className="truncate text-xs text-slate-500">/{row.short_id}</p>
        {row.is_trending || row.open_reports > 0 ? (
          <div className="mt-1 flex flex-wrap gap-1.5">
            {row.is_trending ? (
              <StatusPill tone="highlight">
                <Flame aria-hidden="true" className="size-3" />
                Trending
              </StatusPill>
            ) : null}
            {row.open_reports > 0 ? (
              <span title={REPORTERS_HINT}>
                <StatusPill tone="alert">
                  <Flag aria-hidden="true" className="size-3" />
                  {reportsLabel(locale, row)}
                </StatusPill>
              </span>
            ) : null}
          </div>
        ) : null}
        {row.report_reasons.length > 0 ? <p className="mt-1 text-xs text-rose-800">Reasons: {row.report_reasons.join(", ")}</p> : null}
      </div>
    </div>
  ),
};

export const campaignColumns: ReadonlyArray<AdminColumn<AdminCampaignRow>> = [
  { header: "Category", cell: (row) => row.category },
  {
    header: "Creator",
    cell: (row) =>
      row.creator_id === null ? (
        "Admin"
      ) : (
        <span className="font-mono text-xs" title={row.creator_id}>
          {row.creator_id.slice(0, SHORT_ID_LENGTH)}
        </span>
      ),
  },
  { header: "Views", cell: (row, locale) => <span className="tabular-nums">{formatInteger(locale, row.total_views)}</span> },
  { header: "Status", cell: (row) => <ActiveBadge active={row.is_active} /> },
  { header: "Created", cell: (row, locale) => <span className="whitespace-nowrap">{formatDate(locale, row.created_at) ?? "—"}</span> },
];
