import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { formattedText } from "./formatted-texts.ts";

/** Formatters are costly to make and immutable: one per locale and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter's identity: its locale and options. */
const formatterKey = (locale: string, options: object): string => `${locale}|${JSON.stringify(options)}`;

function cached<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

function formatNumber(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  const key = formatterKey(locale, options);
  return formattedText(`number|${key}|${value}`, () => cached(numberFormats, key, () => new Intl.NumberFormat(locale, options)).format(value));
}

function formatMoment(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const key = formatterKey(locale, options);
  return formattedText(`date|${key}|${date.toISOString()}`, () => cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, options)).format(date));
}

/** 1234 -> "1.2K" (in English), keeping card meta lines short on narrow screens. */
export function formatCount(locale: string, value: number): string {
  return formatNumber(locale, { notation: "compact", maximumFractionDigits: 1 }, value);
}

/** 12345 -> "12,345" (in English), for a total that stands alone and has the room. */
export function formatInteger(locale: string, value: number): string {
  return formatNumber(locale, {}, value);
}

/** "1.2K views", in the active language, with its plural rules. */
export function formatViews(i18n: I18n, value: number): string {
  // Whole, not only the count: Lingui formats a plural's value with a number formatter of its own.
  return formattedText(`views|${i18n.locale}|${value}`, () => {
    const count = formatCount(i18n.locale, value);
    return i18n._(msg({ message: plural(value, { one: `${count} view`, other: `${count} views` }) }));
  });
}

/** Downloads, which the product calls generations (spec, entities). */
export function formatGenerations(i18n: I18n, value: number): string {
  return formattedText(`generations|${i18n.locale}|${value}`, () => {
    const count = formatCount(i18n.locale, value);
    return i18n._(msg({ message: plural(value, { one: `${count} generation`, other: `${count} generations` }) }));
  });
}

const validDate = (iso: string | null): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** "January 2025" (in English); null for a missing or unreadable timestamp. */
export function formatMonthYear(locale: string, iso: string | null): string | null {
  const date = validDate(iso);
  return date ? formatMoment(locale, { month: "long", year: "numeric" }, date) : null;
}

/** "Jan 2, 2025" (in English); null for a missing or unreadable timestamp. */
export function formatDate(locale: string, iso: string | null): string | null {
  const date = validDate(iso);
  return date ? formatMoment(locale, { dateStyle: "medium" }, date) : null;
}

/** "Jan 2, 2025, 3:04 PM" (in English), for a moment that matters to the hour, such as when a link stops working; null for a missing or unreadable timestamp. */
export function formatDateTime(locale: string, iso: string | null): string | null {
  const date = validDate(iso);
  return date ? formatMoment(locale, { dateStyle: "medium", timeStyle: "short" }, date) : null;
}

/** "Jan 2, 2025, 3:04:05 PM" (in English), for a moment that matters to the second, such as when a job ran; null for a missing or unreadable timestamp. */
export function formatDateTimeSeconds(locale: string, iso: string | null): string | null {
  const date = validDate(iso);
  return date ? formatMoment(locale, { dateStyle: "medium", timeStyle: "medium" }, date) : null;
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
const ONE_DECIMAL = { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Every rate on the admin and creator screens: 12 of 96 -> "12.5%"; "—" rather than a figure that is not a share. */
export function formatRate(locale: string, ratio: Ratio): string {
  const rate = rateOf(ratio);
  return rate === null ? "—" : formatNumber(locale, ONE_DECIMAL, rate);
}

/** A change in percent (not a share of anything, so it may pass 100): 12.5 -> "+12.5%", -3 -> "-3.0%", 0 -> "0.0%". */
export function formatGrowth(locale: string, percentChange: number): string {
  return formatNumber(locale, { ...ONE_DECIMAL, signDisplay: "exceptZero" }, percentChange / 100);
}
