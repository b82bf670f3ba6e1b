import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatInteger } from "../../../lib/format.ts";

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A labelled slider with its value beside the label; whole steps, as the server stores them. */
export function RangeField({ label, value, min, max, onChange, disabled = false }: RangeFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="min-w-12 rounded-md bg-slate-100 px-2 py-0.5 text-center text-xs font-semibold text-slate-700 tabular-nums">
          {formatInteger(i18n.locale, Math.round(value))}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
      />
      <div aria-hidden="true" className="mt-0.5 flex justify-between text-[11px] text-slate-500 tabular-nums">
        <span>{formatInteger(i18n.locale, min)}</span>
        <span>{formatInteger(i18n.locale, max)}</span>
      </div>
    </div>
  );
}
