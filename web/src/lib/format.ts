const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** 1234 -> "1.2K", keeping card meta lines short on narrow screens. */
export function formatCount(value: number): string {
  return compact.format(value);
}

export function formatViews(value: number): string {
  return `${formatCount(value)} ${value === 1 ? "view" : "views"}`;
}
