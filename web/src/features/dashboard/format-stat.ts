import { formatCount, formatInteger } from "../../lib/format.ts";

/** Exact below 100,000 ("12,345"), where every view counts for a small creator; compact above ("1.2M"), so two cards fit a 320 px row. */
export function formatStat(locale: string, value: number): string {
  return value < 100_000 ? formatInteger(locale, value) : formatCount(locale, value);
}
