import type { AdminUserRow } from "@twend/shared";
import { Avatar } from "../../../components/ui/Avatar.tsx";
import { formatDate, formatInteger } from "../../../lib/format.ts";
import { ActiveBadge } from "../table/ActiveBadge.tsx";
import type { AdminColumn } from "../table/AdminDataTable.tsx";

/** The spec shows the id truncated to 8 characters. */
const SHORT_ID_LENGTH = 8;

/** The spec's name for an account without one. */
export function userName(row: AdminUserRow): string {
  return row.name ?? "User";
}

export const userPrimaryColumn: AdminColumn<AdminUserRow> = {
  header: "User",
  cell: (row) => (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={userName(row)} className="size-9 text-sm" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-950">{userName(row)}</p>
        <p className="truncate text-xs text-slate-500">{row.email}</p>
      </div>
    </div>
  ),
};

export const userColumns: ReadonlyArray<AdminColumn<AdminUserRow>> = [
  {
    header: "ID",
    cell: (row) => (
      <span className="font-mono text-xs" title={row.user_id}>
        {row.user_id.slice(0, SHORT_ID_LENGTH)}
      </span>
    ),
  },
  { header: "Twends", cell: (row, locale) => <span className="tabular-nums">{formatInteger(locale, row.total_campaigns)}</span> },
  { header: "Status", cell: (row) => <ActiveBadge active={row.is_active} /> },
  { header: "Last seen", cell: (row, locale) => <span className="whitespace-nowrap">{formatDate(locale, row.last_seen_at) ?? "Never"}</span> },
];
