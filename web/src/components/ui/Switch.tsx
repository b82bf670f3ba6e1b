import { clsx } from "clsx";
import { useId } from "react";

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting: a button with role="switch", labelled and described by the text beside it. */
export function Switch({ label, description, checked, onChange, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-500">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          "relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition-colors duration-200 disabled:cursor-not-allowed",
          checked ? "bg-brand-600" : "bg-slate-300",
          disabled && "opacity-60",
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            "absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm transition-transform duration-200",
            checked && "translate-x-5 rtl:-translate-x-5",
          )}
        />
      </button>
    </div>
  );
}
