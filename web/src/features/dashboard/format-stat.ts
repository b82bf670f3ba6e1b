const grouped = new Intl.NumberFormat("en");
const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** Exact below 100,000 ("12,345"), where every view counts for a small creator; compact above ("1.2M"), so two cards fit a 320 px row. */
export function formatStat(value: number): string {
  return value < 100_000 ? grouped.format(value) : compact.format(value);
}

/** "1 view", "12 views". */
export function formatCountOf(value: number, singular: string, plural: string): string {
  return `${formatStat(value)} ${value === 1 ? singular : plural}`;
}
