import { clsx } from "clsx";
import { LayoutDashboard, LogIn, Plus } from "lucide-react";
import { LinkButton } from "../ui/LinkButton.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { useAuth } from "../../features/auth/auth-context.ts";
import { SIGN_IN_PATH } from "./nav-links.ts";

interface AuthActionsProps {
  /** Stacked full-width buttons in the mobile menu, inline buttons in the bar. */
  layout: "inline" | "stacked";
  onNavigate?: () => void;
}

/** Sign In when signed out; Dashboard and Create a Twend when signed in (spec, home page). */
export function AuthActions({ layout, onNavigate }: AuthActionsProps) {
  const { user, isPending } = useAuth();
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
      <LinkButton to="/dashboard" variant={stacked ? "secondary" : "ghost"} size={stacked ? "md" : "sm"} className={width} onClick={onNavigate}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        Dashboard
      </LinkButton>
      <LinkButton to="/create" size={stacked ? "md" : "sm"} className={width} onClick={onNavigate}>
        <Plus aria-hidden="true" className="size-4" />
        Create a Twend
      </LinkButton>
    </div>
  );
}
