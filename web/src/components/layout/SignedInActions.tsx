import { Trans } from "@lingui/react/macro";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Plus from "lucide-react/icons/plus";
import UserRound from "lucide-react/icons/user-round";
import { lazy, Suspense } from "react";
import type { CurrentUser } from "../../features/auth/current-user.ts";
import { useSignOut } from "../../features/auth/use-sign-out.ts";
import { Button } from "../ui/Button.tsx";
import { LinkButton } from "../ui/LinkButton.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";

export interface AuthActionsProps {
  /** Stacked full-width buttons in the mobile menu, inline buttons in the bar. */
  layout: "inline" | "stacked";
  onNavigate?: () => void;
}

// The bar's account menu; the stacked layout shows its links inline instead.
const UserMenu = lazy(() => import("./UserMenu.tsx").then((module) => ({ default: module.UserMenu })));

/** Dashboard and Create a Twend (spec, home page), plus the account links; placed in AuthActions' row. */
export function SignedInActions({ user, layout, onNavigate }: AuthActionsProps & { user: CurrentUser }) {
  const signOut = useSignOut();
  const stacked = layout === "stacked";
  const width = stacked ? "w-full" : undefined;

  return (
    <>
      <LinkButton
        to="/dashboard"
        variant={stacked ? "secondary" : "ghost"}
        size={stacked ? "md" : "sm"}
        className={stacked ? width : "px-3 lg:px-4"}
        onClick={onNavigate}
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        {/* Between 768 and 1024 px the bar has no room for this label next to the nav links; the icon stays. */}
        <span className={stacked ? undefined : "sr-only lg:not-sr-only"}>
          <Trans>Dashboard</Trans>
        </span>
      </LinkButton>
      <LinkButton to="/create" size={stacked ? "md" : "sm"} className={width} onClick={onNavigate}>
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Create a Twend</Trans>
      </LinkButton>
      {stacked ? (
        <div className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
          <LinkButton to="/profile" variant="ghost" onClick={onNavigate}>
            <UserRound aria-hidden="true" className="size-4" />
            <Trans>Profile</Trans>
          </LinkButton>
          <Button
            variant="ghost"
            onClick={() => {
              onNavigate?.();
              signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <Trans>Log out</Trans>
          </Button>
        </div>
      ) : (
        // Sized like the menu's button (avatar and chevron), so the bar does not move when it arrives.
        <Suspense fallback={<Skeleton className="h-9 w-15 rounded-full" />}>
          <UserMenu user={user} />
        </Suspense>
      )}
    </>
  );
}
