import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LOCALE_CODES, LOCALES, type Locale } from "@twend/shared";
import { useId } from "react";
import { SelectField } from "../../components/ui/SelectField.tsx";

/** The select's value for null, the visitor's own language: a select's options are strings. */
const AUTOMATIC = "auto";
type PageLanguageOption = Locale | typeof AUTOMATIC;

const OPTIONS: readonly PageLanguageOption[] = [AUTOMATIC, ...LOCALE_CODES];

/** What a page language reads as: the automatic choice in the active language, each language in its own. */
export function pageLanguageLabel(i18n: I18n, locale: Locale | null): string {
  if (locale === null) return i18n._(msg`Visitor's language (automatic)`);
  return LOCALES.find((entry) => entry.code === locale)?.name ?? locale;
}

interface PageLanguageFieldProps {
  value: Locale | null;
  onChange: (locale: Locale | null) => void;
}

/** The language the Twend's page opens in for visitors who have not chosen one; by default, each visitor's own. */
export function PageLanguageField({ value, onChange }: PageLanguageFieldProps) {
  const { i18n, t } = useLingui();
  const hintId = useId();
  return (
    <div>
      <SelectField<PageLanguageOption>
        label={t`Page language`}
        value={value ?? AUTOMATIC}
        options={OPTIONS}
        onChange={(option) => onChange(option === AUTOMATIC ? null : option)}
        labelOf={(option) => pageLanguageLabel(i18n, option === AUTOMATIC ? null : option)}
        aria-describedby={hintId}
      />
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        <Trans>The language this Twend's page opens in for visitors who have not chosen one.</Trans>
      </p>
    </div>
  );
}
