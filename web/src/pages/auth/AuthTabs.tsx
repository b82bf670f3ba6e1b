import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { type KeyboardEvent, useRef } from "react";
import type { AuthMode } from "./auth-params.ts";

const TABS: ReadonlyArray<{ mode: AuthMode; label: MessageDescriptor }> = [
  { mode: "signin", label: msg`Sign In` },
  { mode: "signup", label: msg`Sign Up` },
];

interface AuthTabsProps {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  panelId: string;
  tabId: (mode: AuthMode) => string;
}

/** Sign In / Sign Up as an ARIA tab list: arrow keys move between the two, as screen reader users expect. */
export function AuthTabs({ mode, onChange, panelId, tabId }: AuthTabsProps) {
  const { t, i18n } = useLingui();
  const refs = useRef(new Map<AuthMode, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const next: AuthMode = event.key === "Home" ? "signin" : event.key === "End" ? "signup" : mode === "signin" ? "signup" : "signin";
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t`Account`} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1">
      {TABS.map((tab) => {
        const selected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            ref={(element) => {
              if (element) refs.current.set(tab.mode, element);
            }}
            type="button"
            role="tab"
            id={tabId(tab.mode)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.mode)}
            className={clsx(
              "h-10 rounded-full text-sm font-semibold transition-colors",
              selected ? "bg-surface text-slate-950 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {i18n._(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
