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
