import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { RefObject } from "react";
import { LocaleSwitcher } from "../../i18n/LocaleSwitcher.tsx";
import { AuthActions } from "./AuthActions.tsx";
import { NavLink } from "../ui/NavLink.tsx";
import { PRIMARY_NAV_LINKS } from "./nav-links.ts";
import { ThemeSwitcher } from "./ThemeSwitcher.tsx";
import { useDismiss } from "./use-dismiss.ts";

interface MobileMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
  /** A press outside this (the bar with the menu's button) or Escape closes the open menu. */
  containerRef: RefObject<HTMLElement | null>;
  onDismiss: (viaKeyboard: boolean) => void;
}

/** The menu panel below the bar on screens under 768 px; `hidden` keeps closed links out of the tab order. */
export function MobileMenu({ id, open, onNavigate, containerRef, onDismiss }: MobileMenuProps) {
  const { i18n } = useLingui();
  useDismiss(open, containerRef, onDismiss);
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute inset-x-0 top-full border-b border-slate-200 bg-surface shadow-lg shadow-slate-900/10 motion-safe:animate-fade-in md:hidden"
    >
      <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 pt-3 pb-2 sm:px-6">
        {PRIMARY_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={(isActive) =>
                clsx("block rounded-xl px-3 py-3 text-base font-medium transition-colors", isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100")
              }
            >
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 border-t border-slate-100 px-4 pt-3 pb-4 sm:px-6">
        {/* A finger-sized field at 16 px, which iOS does not zoom into when it opens. */}
        <div className="flex gap-2">
          <LocaleSwitcher tone="light" className="min-w-0 flex-1 [&>select]:h-11 [&>select]:w-full [&>select]:text-base" />
          <ThemeSwitcher tone="light" className="[&>select]:h-11 [&>select]:text-base" />
        </div>
        <AuthActions layout="stacked" onNavigate={onNavigate} />
      </div>
    </div>
  );
}
