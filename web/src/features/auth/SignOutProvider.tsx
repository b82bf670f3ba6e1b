import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useAuth } from "./auth-context.ts";
import { SignOutContext } from "./sign-out-context.ts";

const HOME = "/";

/**
 * The one sign-out of the site's pages: log out and return to / (spec, dashboard). The router
 * applies navigations in a transition while clearing the user shows at once, so logging out first
 * would let a guarded page send the visitor to sign-in; the logout therefore waits until home is on
 * screen. It is held here, in the layout that stays mounted across that navigation, because the
 * control that asked (the dashboard's Logout) is gone by the time home shows.
 */
export function SignOutProvider({ children }: { children: ReactNode }) {
  const { logout } = useAuth();
  const [pathname, navigate] = useLocation();
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current || pathname !== HOME) return;
    pending.current = false;
    void logout();
  }, [pathname, logout]);

  const signOut = useCallback(() => {
    if (pathname === HOME) {
      void logout();
      return;
    }
    pending.current = true;
    navigate(HOME);
  }, [pathname, logout, navigate]);

  return <SignOutContext value={signOut}>{children}</SignOutContext>;
}
