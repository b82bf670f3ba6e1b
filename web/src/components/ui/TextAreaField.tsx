import { clsx } from "clsx";
import { type Ref, type TextareaHTMLAttributes, useId } from "react";
import { inputClasses } from "./input-classes.ts";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, className, ref, "aria-describedby": describedBy, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedByIds = [describedBy, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea ref={ref} id={id} aria-describedby={describedByIds} className={clsx(inputClasses, "h-auto min-h-24 resize-y py-2.5")} {...rest} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
