import type { Query, QueryClient, QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { hashKey } from "@tanstack/react-query";
import type { AccountApi } from "./account-api.ts";
import type { CurrentUser } from "./current-user.ts";
import type { Registration, SignInApi } from "./sign-in-api.ts";

/** What the user query holds: account.me's own answer, so tRPC's helpers read the same shape under the same key. */
export interface UserAnswer {
  user: CurrentUser | null;
}

/** Sign-in, sign-up and sign-out, free of React so they can be tested in Node. */
export interface AuthSession {
  /** Options of the current-user query, shared by the provider's `useQuery` and `fetchUser`. */
  userQuery: {
    queryKey: QueryKey;
    queryFn: (context: QueryFunctionContext) => Promise<UserAnswer>;
    staleTime: number;
    retry: false;
  };
  /** Re-reads the user; joins the fetch already in flight instead of starting a second one. */
  fetchUser(): Promise<CurrentUser | null>;
  login(email: string, password: string): Promise<void>;
  register(registration: Registration): Promise<void>;
  logout(): Promise<void>;
  /** Runs once per code: repeat calls (a re-mounted callback screen) get the same promise. */
  exchangeCodeForSession(code: string, state: string | null): Promise<void>;
  redirectToGoogle(): Promise<void>;
}

const USER_STALE_MS = 5 * 60_000;

/**
 * The one auth state. The spec's two layers (identity-provider session and email session) are one
 * cookie session on this server, so one user query holds the user and the spec's rules for keeping
 * two layers in step have nothing left to reconcile. The React Query cache is the store: it already
 * shares an in-flight fetch between every caller, which is the spec's "one user fetch at a time".
 */
export function createAuthSession(
  queryClient: QueryClient,
  api: AccountApi,
  /** account.me's key in tRPC's helpers (`trpc.account.me.queryOptions().queryKey`). */
  userKey: QueryKey,
  /** The sign-in calls, loaded when first used: most visitors never sign in. */
  loadSignIn: () => Promise<SignInApi>,
  navigateTo: (url: string) => void,
): AuthSession {
  const userQuery: AuthSession["userQuery"] = {
    queryKey: userKey,
    async queryFn({ signal }) {
      try {
        return { user: await api.fetchUser(signal) };
      } catch (error) {
        if (signal.aborted) throw error;
        // A failed check leaves the visitor signed out; the public pages must keep working.
        console.error(error);
        return { user: null };
      }
    },
    staleTime: USER_STALE_MS,
    retry: false,
  };
  const userHash = hashKey(userKey);
  const isOtherQuery = (query: Query) => query.queryHash !== userHash;

  async function fetchUser(): Promise<CurrentUser | null> {
    // staleTime 0 forces a read unless one is already running, which fetchQuery then joins.
    return (await queryClient.fetchQuery({ ...userQuery, staleTime: 0 })).user;
  }

  /**
   * Drops a check started before the change (it would answer for the old session) and every answer
   * the old session read: unwatched ones go, the ones on screen are read again for the new session.
   */
  async function forgetSession(): Promise<void> {
    await queryClient.cancelQueries({ queryKey: userKey });
    queryClient.removeQueries({ type: "inactive", predicate: isOtherQuery });
    void queryClient.invalidateQueries({ type: "active", predicate: isOtherQuery });
  }

  function setUser(user: CurrentUser | null): void {
    queryClient.setQueryData<UserAnswer>(userKey, { user });
  }

  async function adopt(user: CurrentUser): Promise<void> {
    await forgetSession();
    // The answer's user shows at once; the re-fetch the spec asks for then confirms the cookie works.
    setUser(user);
    await fetchUser();
  }

  async function clearUser(): Promise<void> {
    await forgetSession();
    setUser(null);
  }

  let exchange: { code: string; result: Promise<void> } | null = null;

  return {
    userQuery,
    fetchUser,

    async login(email, password) {
      await adopt(await (await loadSignIn()).login(email, password));
    },

    async register(registration) {
      await adopt(await (await loadSignIn()).register(registration));
    },

    async logout() {
      await clearUser();
      try {
        await api.logout();
      } catch (error) {
        console.error(error);
      }
      // Cleared again: a check that raced the call may have put the user back.
      await clearUser();
    },

    exchangeCodeForSession(code, state) {
      if (exchange?.code === code) return exchange.result;
      const result = loadSignIn()
        .then((signIn) => signIn.exchangeCode(code, state))
        .then(adopt);
      exchange = { code, result };
      return result;
    },

    async redirectToGoogle() {
      navigateTo(await (await loadSignIn()).googleRedirectUrl());
    },
  };
}
