import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { SkipLink } from "../../components/layout/SkipLink.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { AdminCheckTimeout } from "../../features/admin/admin-api.ts";
import { AccessDeniedCard, type AdminExit } from "./AccessDeniedCard.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import { ADMIN_LOGIN_PATH, type AdminTab } from "./admin-paths.ts";
import { useAdminGate } from "./use-admin-gate.ts";

const TO_LOGIN: AdminExit = { label: "Go to Admin Login", to: ADMIN_LOGIN_PATH };

interface AdminShellProps {
  /** The screen's tab; leave it out on screens the spec shows without the tab bar (analytics, the editor). */
  active?: AdminTab;
  /** DASHBOARD_CHECK_TIMEOUT or LIST_CHECK_TIMEOUT; the editor and analytics set none. */
  checkTimeout?: AdminCheckTimeout;
  /** The Access Denied card's button; analytics passes Back to Dashboard. */
  exit?: AdminExit;
  /** Rendered only once the server has confirmed an admin, so no admin call runs for anyone else. */
  children: ReactNode;
}

/** The frame of every admin screen: its own header and tabs, and the admin gate in front of the content. */
export function AdminShell({ active, checkTimeout, exit = TO_LOGIN, children }: AdminShellProps) {
  const gate = useAdminGate(checkTimeout);
  if (gate.status === "signed-out") return <Redirect to={ADMIN_LOGIN_PATH} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <AdminHeader active={active} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {gate.status === "admin" ? (
          children
        ) : gate.status === "checking" ? (
          <Container className="flex flex-col items-center gap-3 py-24 text-slate-600" role="status" aria-live="polite">
            <Spinner className="size-8 text-brand-600" />
            <p className="text-sm">Checking admin access…</p>
          </Container>
        ) : (
          <AccessDeniedCard
            message={gate.message}
            exit={exit}
            redirecting={gate.status === "denied"}
            retry={gate.status === "failed" ? { onRetry: gate.retry, retrying: gate.retrying } : undefined}
          />
        )}
      </main>
    </div>
  );
}
