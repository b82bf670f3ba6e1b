import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/Card.tsx";
import { useMediaQuery } from "../../../lib/use-media-query.ts";

/** Tailwind's lg: below it seven columns and their actions do not fit. */
const TABLE_QUERY = "(min-width: 1024px)";

export interface AdminColumn<Row> {
  header: string;
  /** `locale` is the active language's, for the cell's numbers and dates. */
  cell: (row: Row, locale: string) => ReactNode;
  /** On a phone's card, the cell takes the card's whole width (a long text such as an error). */
  wide?: boolean;
}

interface AdminDataTableProps<Row> {
  /** Names the table (its caption) and the card list on phones. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The column that names the row; on phones, the card's heading. */
  primary: AdminColumn<Row>;
  columns: ReadonlyArray<AdminColumn<Row>>;
  /** Leave it out for a table without row actions: no Actions column then. */
  actions?: (row: Row) => ReactNode;
  /** A newer page is loading while this one shows. */
  stale: boolean;
}

/**
 * A real table from 1024 px up; below that each row becomes a card with the same cells as a
 * definition list, since seven columns cannot fit a phone and sideways scrolling hides the actions.
 */
export function AdminDataTable<Row>({ label, rows, rowKey, primary, columns, actions, stale }: AdminDataTableProps<Row>) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const wide = useMediaQuery(TABLE_QUERY);
  const fade = stale ? "opacity-60 transition-opacity" : "transition-opacity";

  if (!wide) {
    return (
      <ul aria-label={label} aria-busy={stale} className={`grid gap-3 md:grid-cols-2 ${fade}`}>
        {rows.map((row) => (
          <Card as="li" key={rowKey(row)} className="flex flex-col p-4">
            {primary.cell(row, locale)}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
              {columns.map((column) => (
                <div key={column.header} className={column.wide ? "col-span-2 min-w-0" : "min-w-0"}>
                  <dt className="text-xs font-medium text-slate-500">{column.header}</dt>
                  <dd className="mt-0.5 min-w-0 text-slate-800">{column.cell(row, locale)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions(row)}</div> : null}
          </Card>
        ))}
      </ul>
    );
  }

  return (
    <Card className={`overflow-x-auto ${fade}`}>
      <table className="w-full text-left text-sm" aria-busy={stale}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50/80 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {[primary, ...columns].map((column) => (
              <th key={column.header} scope="col" className="px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4">
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="py-3 pr-4 pl-3 text-right">
                <Trans>Actions</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle hover:bg-slate-50/60">
              <th scope="row" className="py-3 pr-3 pl-4 text-left font-normal">
                {primary.cell(row, locale)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className="px-3 py-3 text-slate-700 last:pr-4">
                  {column.cell(row, locale)}
                </td>
              ))}
              {actions ? (
                <td className="py-3 pr-4 pl-3">
                  <div className="flex justify-end gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
