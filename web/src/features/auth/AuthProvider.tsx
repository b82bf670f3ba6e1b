import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { AuthContext, type AuthState } from "./auth-context.ts";
import { createAccountApi } from "./account-api.ts";
import { createAuthSession } from "./auth-session.ts";
import { trpc, trpcClient } from "../../lib/trpc.ts";
import { loadSignInApi } from "./load-sign-in-api.ts";
import { useQueryInTransition } from "../../lib/use-query-in-transition.ts";

/** Holds the signed-in state for the whole app; needs a QueryClientProvider above it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // One session per app: the once-only code exchange must survive re-renders and re-mounted screens.
  const [session] = useState(() =>
    createAuthSession(queryClient, createAccountApi(trpcClient.account), trpc.account.me.queryOptions(undefined).queryKey, loadSignInApi, (url) =>
      window.location.assign(url),
    ),
  );
  const query = useQueryInTransition(session.userQuery);

  const user = query.data?.user ?? null;
  const { isPending, isFetching } = query;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isPending,
      isFetching,
      fetchUser: session.fetchUser,
      login: session.login,
      register: session.register,
      logout: session.logout,
      exchangeCodeForSession: session.exchangeCodeForSession,
      redirectToGoogle: session.redirectToGoogle,
    }),
    [user, isPending, isFetching, session],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
