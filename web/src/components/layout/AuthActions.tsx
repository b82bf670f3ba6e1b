import { Trans } from "@lingui/react/macro";
import { clsx } from "clsx";
import LogIn from "lucide-react/icons/log-in";
import { lazy, Suspense } from "react";
import { useAuth } from "../../features/auth/auth-context.ts";
import { LinkButton } from "../ui/LinkButton.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { SIGN_IN_PATH } from "./nav-links.ts";
import type { AuthActionsProps } from "./SignedInActions.tsx";

// Only signed-in users see these, so visitors of the public pages never download them.
const SignedInActions = lazy(() => import("./SignedInActions.tsx").then((module) => ({ default: module.SignedInActions })));

/** Sign In when signed out; Dashboard and Create a Twend when signed in (spec, home page), plus the account links. */
export function AuthActions({ layout, onNavigate }: AuthActionsProps) {
  const { user, isPending } = useAuth();
  const stacked = layout === "stacked";
  const pending = <Skeleton className={clsx("h-9 rounded-full", stacked ? "w-full" : "w-24")} />;

  return (
    <div className={clsx("flex gap-2", stacked ? "flex-col" : "items-center")}>
      {isPending ? (
        pending
      ) : user === null ? (
        <LinkButton to={SIGN_IN_PATH} size={stacked ? "md" : "sm"} className={stacked ? "w-full" : undefined} onClick={onNavigate}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Sign In</Trans>
        </LinkButton>
      ) : (
        // While their code arrives the user still looks unknown, as just before: nothing else moves.
        <Suspense fallback={pending}>
          <SignedInActions user={user} layout={layout} onNavigate={onNavigate} />
        </Suspense>
      )}
    </div>
  );
}
