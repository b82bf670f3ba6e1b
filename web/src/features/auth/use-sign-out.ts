import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "./auth-context.ts";

const HOME = "/";

/**
 * Log out and return to / (spec, dashboard). The router applies navigations in a transition
 * while clearing the user shows at once, so logging out first would let a guarded page send the
 * visitor to sign-in; the logout therefore waits until home is on screen.
 */
export function useSignOut(): () => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current || pathname !== HOME) return;
    pending.current = false;
    void logout();
  }, [pathname, logout]);

  return useCallback(() => {
    if (pathname === HOME) {
      void logout();
      return;
    }
    pending.current = true;
    navigate(HOME);
  }, [pathname, logout, navigate]);
}
