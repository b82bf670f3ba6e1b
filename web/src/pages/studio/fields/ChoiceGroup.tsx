import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { useId } from "react";

interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  /** Visually hidden legend, for groups whose surroundings already say what they are. */
  hideLabel?: boolean;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  size?: "sm" | "md";
  /** The id of text that explains the choice, read with the group. */
  describedBy?: string;
}

/** A segmented control built from native radios, so arrow keys and screen readers treat it as one choice. */
export function ChoiceGroup<T extends string>({ label, hideLabel = false, value, choices, onChange, disabled = false, size = "md", describedBy }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy} className="min-w-0">
      <legend className={hideLabel ? "sr-only" : "mb-2 text-sm font-medium text-slate-800"}>{label}</legend>
      <div className="inline-flex w-full rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {choices.map(({ value: option, label: text, icon: Icon, disabled: off }) => (
          <label key={option} className="flex-1">
            <input type="radio" name={name} value={option} checked={value === option} disabled={off} onChange={() => onChange(option)} className="peer sr-only" />
            <span
              className={clsx(
                "flex cursor-pointer items-center justify-center gap-1.5 rounded-lg font-medium whitespace-nowrap text-slate-600 transition-colors select-none peer-checked:bg-surface peer-checked:text-brand-800 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:text-slate-900",
                size === "sm" ? "h-8 px-2.5 text-xs" : "h-9 px-3 text-sm",
              )}
            >
              {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
              {text}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
