import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { AuthContext, type AuthState } from "./auth-context.ts";
import { fetchCurrentUser } from "./fetch-current-user.ts";

export const CURRENT_USER_QUERY_KEY = ["auth", "current-user"] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

  // A network failure is treated like "signed out": the public pages must keep working.
  const user = query.data ?? null;
  const isPending = query.isPending;
  const value = useMemo<AuthState>(() => ({ user, isPending }), [user, isPending]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
