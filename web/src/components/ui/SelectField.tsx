import { clsx } from "clsx";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, type SelectHTMLAttributes } from "react";
import { inputClasses } from "./input-classes.ts";

interface SelectFieldProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "value" | "onChange"> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** What each option reads as, when its value is not fit to show (a sort key, an empty "any"). */
  labelOf?: (option: T) => string;
  /** For toolbars where the shown value already says what the field is; screen readers still get the label. */
  hideLabel?: boolean;
  /** A CSS font-family per option, so the font picker shows each font in itself. */
  fontOf?: (option: T) => string;
}

/** A labelled native select: the phone's own picker, keyboard support and screen reader names come for free. */
export function SelectField<T extends string>({ label, value, options, onChange, labelOf, hideLabel = false, fontOf, className, ...rest }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1.5 block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const picked = options.find((option) => option === event.target.value);
            if (picked !== undefined) onChange(picked);
          }}
          className={clsx(inputClasses, "appearance-none pe-10")}
          style={fontOf ? { fontFamily: fontOf(value) } : undefined}
          {...rest}
        >
          {options.map((option) => (
            <option key={option} value={option} style={fontOf ? { fontFamily: fontOf(option) } : undefined}>
              {labelOf ? labelOf(option) : option}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
