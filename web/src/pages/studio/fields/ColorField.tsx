import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useId } from "react";

const SWATCHES = ["#ffffff", "#0f172a", "#7c3aed", "#db2777", "#f59e0b", "#16a34a", "#2563eb"] as const;

/** The colour input takes #rrggbb only; stored colours may use the short #rgb form. */
function toLongHex(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : colour.toLowerCase();
}

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A colour: the system picker for any shade, and one-tap swatches for the usual ones.
 * Disabled, each of them is disabled itself (not only through the fieldset) and
 * stops looking pressable, so nothing suggests it still does something.
 */
export function ColorField({ label, value, onChange, disabled = false }: ColorFieldProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const current = toLongHex(value);
  const colour = label.toLocaleLowerCase(i18n.locale);
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={clsx(
            "flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-surface ps-1.5 pe-3 text-sm text-slate-700 shadow-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
            disabled ? "cursor-not-allowed" : "cursor-pointer hover:border-slate-400",
          )}
        >
          <input
            id={id}
            type="color"
            value={current}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            className="size-7 cursor-pointer rounded-lg border-0 bg-transparent p-0 focus-visible:outline-none disabled:cursor-not-allowed"
          />
          <span dir="ltr" className="font-mono text-xs uppercase">
            {current}
          </span>
          <span className="sr-only">{t`Pick any ${colour}`}</span>
        </label>
        <div className="flex flex-wrap gap-1.5">
          {SWATCHES.map((swatch) => (
            <button
              key={swatch}
              type="button"
              disabled={disabled}
              onClick={() => onChange(swatch)}
              aria-label={`${label}: ${swatch}`}
              aria-pressed={current === swatch}
              style={{ backgroundColor: swatch }}
              className={clsx(
                "size-7 rounded-full ring-1 ring-slate-900/15 transition-transform ring-inset enabled:hover:scale-110 disabled:cursor-not-allowed",
                current === swatch && "outline-2 outline-offset-2 outline-brand-600",
              )}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
