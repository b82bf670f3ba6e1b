import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import UserRound from "lucide-react/icons/user-round";
import { useCallback, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { type CurrentUser, userDisplayName } from "../../features/auth/current-user.ts";
import { useSignOut } from "../../features/auth/use-sign-out.ts";
import { Avatar } from "../ui/Avatar.tsx";
import { useDismiss } from "./use-dismiss.ts";

const itemClasses =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950";

/** The signed-in user's avatar in the bar; opens Profile and Log out. A disclosure, not an ARIA menu: plain links tab in order. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const name = userDisplayName(user);

  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((viaKeyboard: boolean) => {
    setOpen(false);
    if (viaKeyboard) buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, dismiss);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Account menu for ${name}`}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 rounded-full p-0.5 pe-1.5 transition-colors hover:bg-slate-100"
      >
        <Avatar name={name} src={user.google_user_data?.picture} className="size-8 text-sm" />
        <ChevronDown aria-hidden="true" className={clsx("size-4 text-slate-500 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 mt-2 w-64 rounded-2xl border border-slate-200 bg-surface p-2 shadow-xl shadow-slate-900/10 motion-safe:animate-fade-in"
      >
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-slate-950">{name}</p>
          <p className="truncate text-xs text-slate-500">
            <span dir="ltr">{user.email}</span>
          </p>
        </div>
        <ul className="pt-2">
          <li>
            <Link to="/profile" onClick={close} className={itemClasses}>
              <UserRound aria-hidden="true" className="size-4" />
              <Trans>Profile</Trans>
            </Link>
          </li>
          <li>
            <Link to="/dashboard" onClick={close} className={itemClasses}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              <Trans>Dashboard</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                signOut();
              }}
              className={itemClasses}
            >
              <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
