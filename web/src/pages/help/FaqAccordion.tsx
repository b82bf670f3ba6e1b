import { clsx } from "clsx";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState } from "react";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The heading level of the questions, to fit the page's outline. */
  headingLevel?: "h2" | "h3";
}

/**
 * Questions as disclosure buttons, one answer open at a time (spec: help center): opening one closes
 * the other, and the open one closes when pressed again.
 */
export function FaqAccordion({ items, headingLevel: Heading = "h3" }: FaqAccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="divide-y divide-slate-200/80 overflow-hidden rounded-2xl border border-slate-200/80 bg-surface shadow-card">
      {items.map((item) => {
        const open = openId === item.id;
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="text-base">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={clsx("size-5 shrink-0 text-slate-400 transition-transform duration-200", open && "rotate-180 text-brand-600")}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-label={item.question} hidden={!open} className="px-5 pb-5 sm:px-6">
              <p className="text-sm leading-6 text-pretty text-slate-600 sm:text-base sm:leading-7">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
