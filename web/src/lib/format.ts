const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const grouped = new Intl.NumberFormat("en");

/** 1234 -> "1.2K", keeping card meta lines short on narrow screens. */
export function formatCount(value: number): string {
  return compact.format(value);
}

/** 12345 -> "12,345", for a total that stands alone and has the room. */
export function formatInteger(value: number): string {
  return grouped.format(value);
}

function formatCountOf(value: number, singular: string, plural: string): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

export function formatViews(value: number): string {
  return formatCountOf(value, "view", "views");
}

/** Downloads, which the product calls generations (spec, entities). */
export function formatGenerations(value: number): string {
  return formatCountOf(value, "generation", "generations");
}

const monthYear = new Intl.DateTimeFormat("en", { month: "long", year: "numeric" });
const fullDate = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** "January 2025"; null for a missing or unreadable timestamp. */
export function formatMonthYear(iso: string | null): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? monthYear.format(date) : null;
}

/** "Jan 2, 2025"; null for a missing or unreadable timestamp. */
export function formatDate(iso: string | null): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? fullDate.format(date) : null;
}

/** A count and the count it is a share of: downloads of visits, generations of views. */
export interface Ratio {
  part: number;
  whole: number;
}

/** The rate as 0 to 1; null when the whole is 0 or smaller than the part, where no share of it exists. */
export function rateOf({ part, whole }: Ratio): number | null {
  return whole > 0 && part >= 0 && part <= whole ? part / whole : null;
}

// Rates and growth always show one decimal (spec, admin analytics), so figures line up and do not jump.
const percent = new Intl.NumberFormat("en", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat("en", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });

/** Every rate on the admin and creator screens: 12 of 96 -> "12.5%"; "—" rather than a figure that is not a share. */
export function formatRate(ratio: Ratio): string {
  const rate = rateOf(ratio);
  return rate === null ? "—" : percent.format(rate);
}

/** A change in percent (not a share of anything, so it may pass 100): 12.5 -> "+12.5%", -3 -> "-3.0%", 0 -> "0.0%". */
export function formatGrowth(percentChange: number): string {
  return signedPercent.format(percentChange / 100);
}
