import type { Ref } from "react";

interface StepHeadingProps {
  ref: Ref<HTMLHeadingElement>;
  title: string;
  text: string;
}

/** The current wizard step's heading; focusable from script only, where useStepFocus puts the focus. */
export function StepHeading({ ref, title, text }: StepHeadingProps) {
  return (
    <div className="mb-5">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-950 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}
