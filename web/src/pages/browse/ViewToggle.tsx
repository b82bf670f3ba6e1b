import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import LayoutGrid from "lucide-react/icons/layout-grid";
import List from "lucide-react/icons/list";
import type { BrowseView } from "./browse-params.ts";

const VIEWS = [
  { view: "grid", label: msg`Grid view`, icon: LayoutGrid },
  { view: "list", label: msg`List view`, icon: List },
] as const satisfies ReadonlyArray<{ view: BrowseView; label: MessageDescriptor; icon: typeof List }>;

/** Two toggle buttons rather than a radio group: each says by aria-pressed whether it is the view shown. */
export function ViewToggle({ view, onChange }: { view: BrowseView; onChange: (view: BrowseView) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Layout`} className="inline-flex shrink-0 gap-1 rounded-full border border-slate-200 bg-surface p-1 shadow-xs">
      {VIEWS.map(({ view: option, label: descriptor, icon: Icon }) => {
        const pressed = option === view;
        const label = i18n._(descriptor);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            aria-label={label}
            title={label}
            onClick={() => onChange(option)}
            className={clsx(
              "grid size-9 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              pressed ? "bg-brand-700 text-white shadow-sm" : "text-slate-500 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            <Icon aria-hidden="true" className="size-4.5" />
          </button>
        );
      })}
    </div>
  );
}
