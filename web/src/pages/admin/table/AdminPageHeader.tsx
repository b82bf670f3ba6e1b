import type { ReactNode, Ref } from "react";

interface AdminPageHeaderProps {
  title: string;
  description: string;
  action?: ReactNode;
  /** The heading takes focus when the row that had it goes away (a deleted Twend). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function AdminPageHeader({ title, description, action, headingRef }: AdminPageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-slate-950 focus:outline-none sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {action}
    </div>
  );
}
