import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { type KeyboardEvent, useRef } from "react";
import type { RoadmapPhase } from "./roadmap-content.ts";
import { tabIndexForKey } from "./tab-keys.ts";

interface PhaseTabsProps {
  phases: readonly RoadmapPhase[];
  selected: number;
  onSelect: (index: number) => void;
  tabId: (phase: RoadmapPhase) => string;
  panelId: (phase: RoadmapPhase) => string;
}

/** The phase switcher as an ARIA tab list; arrows select as they move (automatic activation), the panel is static text. */
export function PhaseTabs({ phases, selected, onSelect, tabId, panelId }: PhaseTabsProps) {
  const { i18n, t } = useLingui();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
    const next = tabIndexForKey(event.key, selected, phases.length, direction);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    const tab = refs.current[next];
    tab?.focus();
    tab?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  return (
    // Scrolls sideways inside itself on narrow phones rather than widening the page.
    <div className="-mx-4 flex scroll-px-4 overflow-x-auto px-4 py-1 sm:mx-0 sm:block sm:px-0">
      <div
        role="tablist"
        aria-label={t`Roadmap phases`}
        onKeyDown={onKeyDown}
        className="flex min-w-full shrink-0 gap-1 rounded-full bg-slate-100 p-1 sm:grid sm:grid-cols-5"
      >
        {phases.map((phase, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={phase.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(phase)}
              aria-selected={isSelected}
              aria-controls={panelId(phase)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(index)}
              className={clsx(
                "h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                isSelected ? "bg-surface text-slate-950 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {i18n._(phase.tab)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
