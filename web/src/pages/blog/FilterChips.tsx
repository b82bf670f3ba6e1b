import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";

interface FilterChipsProps<T extends string> {
  /** Names the group for screen readers ("Filter by category"). */
  label: string;
  options: readonly T[];
  /** What an option reads as in the active language; the option itself stays the value. */
  labelOf: (option: T) => string;
  /** null is All, the first chip. */
  value: T | null;
  onChange: (value: T | null) => void;
}

/**
 * All plus one chip per option, as toggle buttons (aria-pressed) rather than tabs: each one narrows the
 * list below, it does not swap panels. On phones the row scrolls sideways instead of stacking lines of chips.
 */
export function FilterChips<T extends string>({ label, options, labelOf, value, onChange }: FilterChipsProps<T>) {
  const { t } = useLingui();
  const chips: ReadonlyArray<{ key: string; value: T | null; text: string }> = [
    { key: "", value: null, text: t`All` },
    ...options.map((option) => ({ key: option, value: option, text: labelOf(option) })),
  ];
  return (
    <div role="group" aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:overflow-visible sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {chips.map((chip) => {
          const active = chip.value === value;
          return (
            <li key={chip.key}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(chip.value)}
                className={clsx(
                  "h-10 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  active
                    ? "bg-brand-700 text-white shadow-sm shadow-brand-900/20"
                    : "border border-slate-200 bg-surface text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800",
                )}
              >
                {chip.text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
