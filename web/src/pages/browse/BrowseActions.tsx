import { Trans } from "@lingui/react/macro";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogIn from "lucide-react/icons/log-in";
import Plus from "lucide-react/icons/plus";
import { SIGN_IN_PATH } from "../../components/layout/nav-links.ts";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useAuth } from "../../features/auth/auth-context.ts";

// Side by side from 384 px: narrower phones cannot fit both labels with their icons.
const ROW = "grid grid-cols-1 gap-3 min-[24rem]:grid-cols-2 sm:flex";

/** Dashboard and Create Twend when signed in; Create Twend and Sign In when not (spec, /browse). */
export function BrowseActions() {
  const { user, isPending } = useAuth();

  if (isPending) {
    return (
      <div className={ROW}>
        <Skeleton className="h-11 rounded-full sm:w-36" />
        <Skeleton className="h-11 rounded-full sm:w-32" />
      </div>
    );
  }
  const create = (
    <LinkButton to="/create">
      <Plus aria-hidden="true" className="size-4" />
      <Trans>Create Twend</Trans>
    </LinkButton>
  );
  return user ? (
    <div className={ROW}>
      <LinkButton to="/dashboard" variant="secondary">
        <LayoutDashboard aria-hidden="true" className="size-4" />
        <Trans>Dashboard</Trans>
      </LinkButton>
      {create}
    </div>
  ) : (
    <div className={ROW}>
      {create}
      <LinkButton to={SIGN_IN_PATH} variant="secondary">
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>Sign In</Trans>
      </LinkButton>
    </div>
  );
}
