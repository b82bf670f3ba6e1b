import type { ReactNode } from "react";

interface StudioScreenHeaderProps {
  /** Small label above the title: which part of the studio this is. */
  eyebrow: ReactNode;
  title: ReactNode;
  /** A sentence under the title, when the screen needs one. */
  lead?: ReactNode;
  /** The screen's ways out, beside the title from the small breakpoint up and under it on a phone. */
  children: ReactNode;
}

/** The opening of a creator's screens (dashboard, a Twend's analytics, its team DPs): the screen's only h1. */
export function StudioScreenHeader({ eyebrow, title, lead, children }: StudioScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-slate-950 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 text-sm text-pretty break-words text-slate-600 sm:text-base">{lead}</p> : null}
      </div>
      {children}
    </header>
  );
}
