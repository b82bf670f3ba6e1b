import { Trans } from "@lingui/react/macro";
import LogOut from "lucide-react/icons/log-out";
import { Link } from "wouter";
import { Avatar } from "../../components/ui/Avatar.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { type CurrentUser, userDisplayName } from "../../features/auth/current-user.ts";
import { useSignOut } from "../../features/auth/use-sign-out.ts";
import { StudioScreenHeader } from "./StudioScreenHeader.tsx";

/** Title, greeting, the profile link (the user's initial and address, as the spec shows it) and Logout, which returns to /. */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const name = userDisplayName(user);

  return (
    <StudioScreenHeader
      eyebrow={<Trans>Creator studio</Trans>}
      title={<Trans>Creator dashboard</Trans>}
      lead={<Trans>Welcome back, {name}. Here is how your Twends are doing.</Trans>}
    >
      <div className="flex min-w-0 items-center gap-2">
        <Link
          to="/profile"
          className="flex min-w-0 flex-1 items-center gap-2.5 rounded-full border border-slate-200 bg-surface py-1 ps-1 pe-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 sm:flex-initial"
        >
          <Avatar name={user.email} className="size-9 text-sm" />
          <span className="min-w-0 truncate text-sm font-medium text-slate-800">
            <span className="sr-only">
              <Trans>Profile:</Trans>{" "}
            </span>
            <span dir="ltr">{user.email}</span>
          </span>
        </Link>
        <Button variant="secondary" onClick={signOut} className="shrink-0">
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Logout</Trans>
        </Button>
      </div>
    </StudioScreenHeader>
  );
}
