import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@twend/shared";
import { type ReactNode, useEffect } from "react";
import { activateLocale } from "./client-i18n.ts";

/**
 * The pages at a language's address, shown in that language: the server served them in it, and
 * one reached by the browser's back or forward buttons is switched to it.
 */
export function AddressLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (i18n.locale !== locale) void activateLocale(locale);
  }, [i18n.locale, locale]);
  return children;
}
