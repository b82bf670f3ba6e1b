import type { AdminCampaignRow, DailyStat } from "@twend/shared";
import { saveFile } from "../generator/save-file.ts";

type Cell = string | number | boolean;

// A spreadsheet runs a cell that starts like this as a formula; Twend titles are typed by anyone.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: Cell): string {
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 rows: fields with commas, quotes or line breaks are quoted. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\n");
}

/**
 * The analytics export: the charted days, a blank line, then one row per Twend. Two tables
 * in one file, each with its own header, open as such in any spreadsheet.
 */
export function adminAnalyticsCsv(daily: readonly DailyStat[], campaigns: readonly AdminCampaignRow[]): string {
  const days = toCsv([["date", "visits", "generations", "downloads"], ...daily.map((d) => [d.date, d.visits, d.generations, d.downloads])]);
  const perCampaign = toCsv([
    ["short_id", "title", "category", "total_views", "is_active", "is_trending"],
    ...campaigns.map((t) => [t.short_id, t.title, t.category, t.total_views, t.is_active, t.is_trending]),
  ]);
  return `${days}\n\n${perCampaign}\n`;
}

/** Named after the last charted day, so two exports of different weeks do not overwrite each other. */
export function adminAnalyticsCsvName(daily: readonly DailyStat[]): string {
  const lastDay = daily.at(-1)?.date ?? new Date().toISOString().slice(0, 10);
  return `twend-admin-analytics-${lastDay}.csv`;
}

/** Downloads the export; the byte-order mark makes Excel read non-English titles as UTF-8. */
export function saveAdminAnalyticsCsv(daily: readonly DailyStat[], campaigns: readonly AdminCampaignRow[]): void {
  saveFile(new Blob(["\uFEFF", adminAnalyticsCsv(daily, campaigns)], { type: "text/csv;charset=utf-8" }), adminAnalyticsCsvName(daily));
}
