import { Trans } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "wouter";

interface StudioPageHeaderProps {
  title: string;
  text: string;
  aside?: ReactNode;
}

/** The single-page studio's heading, with the way back to the dashboard. */
export function StudioPageHeader({ title, text, aside }: StudioPageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <Link to="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-950">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back to Dashboard</Trans>
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-950">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-slate-600">{text}</p>
      </div>
      {aside}
    </header>
  );
}
