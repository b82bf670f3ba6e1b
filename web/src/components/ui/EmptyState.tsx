import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  /** Heading level that fits the surrounding outline. */
  headingLevel?: "h2" | "h3";
}

export function EmptyState({ icon: Icon, title, text, action, headingLevel: Heading = "h3" }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center">
      <span className="mb-4 grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
