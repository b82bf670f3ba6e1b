import { Trans, useLingui } from "@lingui/react/macro";
import { LIMITS, MESSAGES, normaliseShortIdInput } from "@twend/shared";
import { clsx } from "clsx";
import { useId } from "react";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { isShortIdLongEnough } from "../../features/studio/wizard-steps.ts";

interface ShortIdFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The custom link: lower-cased and stripped to a-z, 0-9 and hyphens as it is
 * typed, shown after the public address it completes.
 */
export function ShortIdField({ value, onChange }: ShortIdFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const tooShort = !isShortIdLongEnough(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        <Trans>Custom link</Trans>
      </label>
      {/* The path before the link, and the link, read left to right in every language, as addresses do. */}
      <div dir="ltr" className="flex min-w-0 items-stretch">
        <span aria-hidden="true" className="flex shrink-0 items-center rounded-s-xl border border-e-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-500">
          /campaign/
        </span>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(normaliseShortIdInput(event.target.value))}
          required
          minLength={LIMITS.shortId.min}
          maxLength={LIMITS.shortId.max}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hintId}
          aria-invalid={tooShort ? true : undefined}
          className={clsx(inputClasses, "min-w-0 rounded-s-none")}
        />
      </div>
      <p id={hintId} className={clsx("mt-1.5 text-xs", tooShort ? "text-rose-700" : "text-slate-500")}>
        {i18n._(MESSAGES.shortIdRule)}
      </p>
      {/* Whole, on as many lines as it takes: the end of the link is the part being typed. */}
      <p className="mt-1 text-xs break-all text-slate-500">
        <span dir="ltr">
          {window.location.host}/campaign/<strong className="font-semibold text-slate-700">{value || "…"}</strong>
        </span>
      </p>
    </div>
  );
}
