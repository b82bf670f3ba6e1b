import { createContext, useContext } from "react";
import type { CurrentUser } from "./current-user.ts";

export interface AuthState {
  user: CurrentUser | null;
  /** True until the first user check has finished, so the nav can hold its place instead of flickering. */
  isPending: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (state === null) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
