import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import LogOut from "lucide-react/icons/log-out";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Logo } from "../../components/layout/Logo.tsx";
import { ThemeSwitcher } from "../../components/layout/ThemeSwitcher.tsx";
import { Avatar } from "../../components/ui/Avatar.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { useAuth } from "../../features/auth/auth-context.ts";
import { ADMIN_TABS, type AdminTab } from "./admin-paths.ts";

interface AdminHeaderProps {
  /** The tab of the current screen; screens without one (sign-in, analytics) get no tab bar. */
  active?: AdminTab;
}

/** Logo, the Admin Panel label, the signed-in e-mail with its initial and Logout (spec 2.2), then the tabs. */
export function AdminHeader({ active }: AdminHeaderProps) {
  const { user, logout } = useAuth();
  const { i18n } = useLingui();
  const tabList = useRef<HTMLUListElement>(null);
  // On a narrow screen the tabs scroll sideways: the current one is brought into view.
  useEffect(() => {
    tabList.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-surface/90 backdrop-blur-md">
      {/* Phones put the e-mail on a row of its own; from 768 px it sits beside its initial. */}
      <Container wide className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3 md:flex md:h-16 md:py-0">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Logo />
          {/* At 320 px the label shares the row with the logo, the initial and Logout: it shrinks, then truncates, rather than overlap them. */}
          <span className="inline-flex min-w-0 items-center gap-1 rounded-full bg-slate-900 px-2 py-1 ring-1 ring-white/10 text-[11px] font-semibold whitespace-nowrap text-white sm:px-2.5 sm:text-xs">
            <ShieldCheck aria-hidden="true" className="hidden size-3.5 shrink-0 sm:block" />
            <span className="truncate">Admin Panel</span>
          </span>
        </div>
        {/* Signed in, phones give it the e-mail's row: the first is full at 320 px. */}
        <ThemeSwitcher tone="light" compact className={clsx("md:order-3", user && "col-start-2 row-start-2 mt-1 justify-self-end md:mt-0")} />
        {user ? (
          <>
            <div className="flex items-center gap-2 md:order-3">
              <Avatar name={user.email} className="size-8 text-sm" />
              {/* The gate sends a signed-out visitor to the admin login, which is where the spec's logout leads. */}
              <Button variant="ghost" size="sm" className="px-2.5 sm:px-3" onClick={() => void logout()}>
                <LogOut aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </Button>
            </div>
            <p className="mt-1 truncate text-xs text-slate-500 md:order-2 md:mt-0 md:ml-auto md:max-w-64 md:text-sm md:font-medium md:text-slate-700">
              <span className="sr-only">Signed in as </span>
              {user.email}
            </p>
          </>
        ) : null}
      </Container>
      {active ? (
        <nav aria-label="Admin sections">
          <Container wide>
            <ul ref={tabList} className="-mb-px flex gap-1 overflow-x-auto">
              {ADMIN_TABS.map((tab) => (
                <li key={tab.id}>
                  <Link
                    to={tab.to}
                    aria-current={tab.id === active ? "page" : undefined}
                    className={clsx(
                      "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-4",
                      tab.id === active ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                    )}
                  >
                    {i18n._(tab.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      ) : null}
    </header>
  );
}
