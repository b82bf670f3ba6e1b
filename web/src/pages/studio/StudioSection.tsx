import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";
import { formatInteger } from "../../lib/format.ts";

interface StudioSectionProps {
  number: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One numbered card of the single-page studio's settings column. */
export function StudioSection({ number, title, description, children }: StudioSectionProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 text-xs font-bold text-white"
        >
          {formatInteger(i18n.locale, number)}
        </span>
        <div>
          <h2 id={headingId} className="text-base font-bold text-slate-950">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
        </div>
      </div>
      {children}
    </Card>
  );
}
