import { clsx } from "clsx";
import { LayoutDashboard, LogIn, LogOut, Plus, UserRound } from "lucide-react";
import { useAuth } from "../../features/auth/auth-context.ts";
import { useSignOut } from "../../features/auth/use-sign-out.ts";
import { Button } from "../ui/Button.tsx";
import { LinkButton } from "../ui/LinkButton.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { SIGN_IN_PATH } from "./nav-links.ts";
import { UserMenu } from "./UserMenu.tsx";

interface AuthActionsProps {
  /** Stacked full-width buttons in the mobile menu, inline buttons in the bar. */
  layout: "inline" | "stacked";
  onNavigate?: () => void;
}

/** Sign In when signed out; Dashboard and Create a Twend when signed in (spec, home page), plus the account links. */
export function AuthActions({ layout, onNavigate }: AuthActionsProps) {
  const { user, isPending } = useAuth();
  const signOut = useSignOut();
  const stacked = layout === "stacked";
  const wrapper = clsx("flex gap-2", stacked ? "flex-col" : "items-center");
  const width = stacked ? "w-full" : undefined;

  if (isPending) {
    return (
      <div className={wrapper}>
        <Skeleton className={clsx("h-9 rounded-full", stacked ? "w-full" : "w-24")} />
      </div>
    );
  }

  if (user === null) {
    return (
      <div className={wrapper}>
        <LinkButton to={SIGN_IN_PATH} size={stacked ? "md" : "sm"} className={width} onClick={onNavigate}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign In
        </LinkButton>
      </div>
    );
  }

  return (
    <div className={wrapper}>
      <LinkButton
        to="/dashboard"
        variant={stacked ? "secondary" : "ghost"}
        size={stacked ? "md" : "sm"}
        className={stacked ? width : "px-3 lg:px-4"}
        onClick={onNavigate}
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        {/* Between 768 and 1024 px the bar has no room for this label next to the nav links; the icon stays. */}
        <span className={stacked ? undefined : "sr-only lg:not-sr-only"}>Dashboard</span>
      </LinkButton>
      <LinkButton to="/create" size={stacked ? "md" : "sm"} className={width} onClick={onNavigate}>
        <Plus aria-hidden="true" className="size-4" />
        Create a Twend
      </LinkButton>
      {stacked ? (
        <div className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
          <LinkButton to="/profile" variant="ghost" onClick={onNavigate}>
            <UserRound aria-hidden="true" className="size-4" />
            Profile
          </LinkButton>
          <Button
            variant="ghost"
            onClick={() => {
              onNavigate?.();
              signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </Button>
        </div>
      ) : (
        <UserMenu user={user} />
      )}
    </div>
  );
}
