import { useLingui } from "@lingui/react/macro";
import { isLocale, type Locale, LOCALES, localeOfPath, localisedPath, splitLocalePath } from "@twend/shared";
import clsx from "clsx";
import Languages from "lucide-react/icons/languages";
import { useId } from "react";
import { useLocation, useRouter } from "wouter";
import { chooseLocale } from "./client-i18n.ts";

interface LocaleSwitcherProps {
  tone: "light" | "dark";
  className?: string;
}

/**
 * The languages, each named in itself so a visitor finds their own in any of them. A native
 * select: the phone's own picker, and the keyboard and screen readers work as with any field.
 */
export function LocaleSwitcher({ tone, className }: LocaleSwitcherProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  // On a language's address (the router's base is its prefix), another language is that page at its own address.
  const addressed = localeOfPath(useRouter().base);
  const [, navigate] = useLocation();
  const choose = async (locale: Locale) => {
    await chooseLocale(locale);
    if (!addressed) return;
    const { pathname, search, hash } = window.location;
    navigate(`~${localisedPath(locale, splitLocalePath(pathname).path)}${search}${hash}`);
  };
  return (
    <div className={clsx("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <Languages aria-hidden className={clsx("pointer-events-none absolute start-2.5 size-4", tone === "dark" ? "text-slate-400" : "text-slate-500")} />
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
        className={clsx(
          "h-9 cursor-pointer appearance-none rounded-lg border ps-8 pe-3 text-sm font-medium transition-colors",
          tone === "dark"
            ? "border-slate-700 bg-slate-900 text-slate-200 hover:border-slate-500 focus-visible:outline-white"
            : "border-slate-200 bg-surface text-slate-700 hover:border-slate-300",
        )}
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
    </div>
  );
}
