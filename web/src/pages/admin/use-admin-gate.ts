import { LIMITS, MESSAGES } from "@twend/shared";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { AdminCheckError, type AdminCheckTimeout } from "../../features/admin/admin-api.ts";
import { useAdminCheck } from "../../features/admin/use-admin-check.ts";
import { useAuth } from "../../features/auth/auth-context.ts";
import { ADMIN_LOGIN_PATH } from "./admin-paths.ts";

export type AdminGate =
  | { status: "checking" }
  | { status: "signed-out" }
  /** Not an admin: the spec's message, then the login screen after 2 s. */
  | { status: "denied"; message: string }
  /** The check itself failed (timeout, server fault): no redirect, since trying again may work. */
  | { status: "failed"; message: string; retry: () => void; retrying: boolean }
  | { status: "admin" };

const UNAUTHORIZED = 401;
const FORBIDDEN = 403;

/** The spec's admin gate (section 4): loading, then the admin check; a screen renders its data only on "admin". */
export function useAdminGate(timeout: AdminCheckTimeout | undefined): AdminGate {
  const { user, isPending } = useAuth();
  const check = useAdminCheck(timeout);
  const [, navigate] = useLocation();
  const error = check.error instanceof AdminCheckError ? check.error : null;

  let gate: AdminGate;
  if (isPending) gate = { status: "checking" };
  // A 401 here means the session ended since the user was read; signing in again is the way on.
  else if (user === null || error?.status === UNAUTHORIZED) gate = { status: "signed-out" };
  else if (check.data === true) gate = { status: "admin" };
  else if (check.data === false || error?.status === FORBIDDEN) gate = { status: "denied", message: MESSAGES.adminRequired };
  else if (check.error) {
    gate = { status: "failed", message: error?.message ?? MESSAGES.internal, retry: () => void check.refetch(), retrying: check.isFetching };
  } else gate = { status: "checking" };

  const denied = gate.status === "denied";
  useEffect(() => {
    if (!denied) return;
    const timer = window.setTimeout(() => navigate(ADMIN_LOGIN_PATH, { replace: true }), LIMITS.adminDeniedRedirectMs);
    return () => window.clearTimeout(timer);
  }, [denied, navigate]);

  return gate;
}
