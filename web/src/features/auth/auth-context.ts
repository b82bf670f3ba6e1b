import { createContext, useContext } from "react";
import type { AuthSession } from "./auth-session.ts";
import type { CurrentUser } from "./current-user.ts";

export interface AuthState extends Omit<AuthSession, "userQuery"> {
  user: CurrentUser | null;
  /** True until the first user check has finished, so screens can hold their place instead of flickering. */
  isPending: boolean;
  /** True while any user check runs. */
  isFetching: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (state === null) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
