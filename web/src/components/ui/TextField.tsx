import { clsx } from "clsx";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { inputClasses } from "./input-classes.ts";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  /** Something inside the input's end edge (the right, in left-to-right text), such as a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the hint is tied to it with aria-describedby, after any description the caller passes. */
export function TextField({ label, hint, trailing, className, ref, "aria-describedby": describedBy, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedByIds = [describedBy, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input ref={ref} id={id} aria-describedby={describedByIds} className={clsx(inputClasses, trailing ? "pe-12" : null)} {...rest} />
        {trailing ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
