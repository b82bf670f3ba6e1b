/** The "last updated" line of the legal pages shows the day they are read (spec 001, section 2.3), in the visitor's language. */
export function formatLegalDate(locale: string, date: Date): { label: string; iso: string } {
  const iso = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
  return { label: new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date), iso };
}
