import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { AppRouter } from "@twend/api";
import type { UserDto } from "@twend/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAccount } from "../../testing/fake-account.ts";
import { deferred, type FakeCall, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { createAccountApi } from "./account-api.ts";
import { createAuthSession, type UserAnswer } from "./auth-session.ts";
import type { CurrentUser } from "./current-user.ts";
import { procedureOf, trpcAccount, trpcError, trpcResult } from "./fake-trpc.ts";
import { createSignInApi } from "./sign-in-api.ts";

const user = {
  id: "3f0c8d2e-8d7a-4a51-9d7b-1c2b3a4d5e6f",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  created_at: "2025-01-02T03:04:05.000Z",
  updated_at: "2025-01-02T03:04:05.000Z",
  last_signed_in_at: "2025-01-02T03:04:05.000Z",
  google_sub: null,
  google_user_data: null,
} satisfies CurrentUser;

/** The same account as account.me sends it. */
const signedIn: { user: UserDto } = { user };

/** The sign-in calls go to `handler` over tRPC; account.me answers the user and account.signOut succeeds unless `account` says otherwise. */
function setup(handler: (call: FakeCall) => Response | Promise<Response>, account: Parameters<typeof fakeAccount>[0] = {}) {
  const queryClient = new QueryClient();
  // tRPC's helpers on this test's cache, for the keys the app's own helpers use.
  const trpc = createTRPCQueryUtils({ queryClient, client: createTRPCClient<AppRouter>({ links: [] }) });
  const fetch = fakeFetch(handler);
  const procedures = fakeAccount({ me: () => Promise.resolve(signedIn), ...account });
  const navigateTo = vi.fn<(url: string) => void>();
  const loadSignIn = vi.fn(() => Promise.resolve(createSignInApi(trpcAccount(fetch))));
  const userKey = trpc.account.me.queryOptions(undefined).queryKey;
  const session = createAuthSession(queryClient, createAccountApi(procedures), userKey, loadSignIn, navigateTo);
  const currentUser = () => queryClient.getQueryData<UserAnswer>(userKey)?.user;
  const setUser = (value: CurrentUser) => queryClient.setQueryData<UserAnswer>(userKey, { user: value });
  const callsTo = (procedure: string) => fetch.calls.filter((c) => procedureOf(c.path) === procedure).length;
  return { queryClient, trpc, fetch, navigateTo, loadSignIn, session, currentUser, setUser, callsTo, calls: procedures.calls };
}

afterEach(() => vi.restoreAllMocks());

const noSignIn = () => jsonResponse(500, {});

describe("the user fetch", () => {
  it("runs one request at a time: concurrent callers share the one in flight", async () => {
    const answer = deferred<{ user: UserDto }>();
    const { session, calls } = setup(noSignIn, { me: () => answer.promise });

    const first = session.fetchUser();
    const second = session.fetchUser();
    answer.resolve(signedIn);

    await expect(Promise.all([first, second])).resolves.toEqual([user, user]);
    expect(calls.me).toBe(1);
  });

  it("starts a new request once the previous one has finished", async () => {
    const { session, calls } = setup(noSignIn);
    await session.fetchUser();
    await session.fetchUser();
    expect(calls.me).toBe(2);
  });

  it("holds no user for an anonymous visitor, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { session, currentUser } = setup(noSignIn, { me: () => Promise.resolve({ user: null }) });
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs a failed check and leaves the user absent", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("Failed to fetch");
    const { session, currentUser } = setup(noSignIn, { me: () => Promise.reject(failure) });
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: "AccountCallError", status: null, cause: failure }));
  });
});

describe("login", () => {
  it("loads the sign-in calls when first used, not to check or end a session", async () => {
    const { session, loadSignIn, currentUser } = setup(() => trpcResult(user));
    await session.fetchUser();
    await session.logout();
    expect(loadSignIn).not.toHaveBeenCalled();

    await session.login("ada@example.com", "correct horse");
    expect(loadSignIn).toHaveBeenCalledTimes(1);
    expect(currentUser()).toEqual(user);
  });

  it("sets the user and re-fetches it after success", async () => {
    const { session, currentUser, calls } = setup(() => trpcResult(user));
    await session.login("ada@example.com", "password1");
    expect(currentUser()).toEqual(user);
    expect(calls.me).toBe(1);
  });

  it("is not joined to a signed-out check that started before it", async () => {
    const staleCheck = deferred<{ user: UserDto | null }>();
    let checks = 0;
    const { session, currentUser } = setup(() => trpcResult(user), {
      me: () => {
        checks += 1;
        return checks === 1 ? staleCheck.promise : Promise.resolve(signedIn);
      },
    });
    const before = session.fetchUser().catch(() => null);
    await session.login("ada@example.com", "password1");
    staleCheck.resolve({ user: null });
    await before;
    expect(currentUser()).toEqual(user);
  });

  it("leaves the user absent and rethrows when it fails", async () => {
    const { session, currentUser, calls } = setup(() => trpcError(401, "UNAUTHORIZED", "Invalid email or password"));
    await expect(session.login("ada@example.com", "password1")).rejects.toThrow("Invalid email or password");
    expect(currentUser()).toBeUndefined();
    expect(calls.me).toBe(0);
  });

  it("drops the previous account's cached data and reads what is on screen again", async () => {
    const { session, queryClient, trpc } = setup(() => trpcResult(user));
    trpc.account.profile.setData(undefined, { display_name: "Someone else", bio: null, website: null, notifications: true, public_profile: false });
    const onScreen = vi.fn(() => Promise.resolve({ isAdmin: false }));
    const observer = new QueryObserver(queryClient, { queryKey: trpc.admin.checkStatus.queryOptions(undefined).queryKey, queryFn: onScreen });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(onScreen).toHaveBeenCalledOnce());

    await session.register({ email: user.email, password: "password1", firstName: "Ada", lastName: "Lovelace" });
    expect(trpc.account.profile.getData()).toBeUndefined();
    await vi.waitFor(() => expect(onScreen).toHaveBeenCalledTimes(2));
    stop();
  });
});

describe("logout", () => {
  it("clears the user and calls account.signOut", async () => {
    const { session, setUser, currentUser, calls } = setup(noSignIn);
    setUser(user);
    await session.logout();
    expect(currentUser()).toBeNull();
    expect(calls.signOut).toBe(1);
  });

  it("clears the user even when the call fails, and logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { session, trpc, setUser, currentUser } = setup(noSignIn, { signOut: () => Promise.reject(new TypeError("Failed to fetch")) });
    setUser(user);
    trpc.account.profile.setData(undefined, { display_name: "Ada", bio: null, website: null, notifications: true, public_profile: false });

    await expect(session.logout()).resolves.toBeUndefined();
    expect(currentUser()).toBeNull();
    expect(trpc.account.profile.getData()).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });

  it("clears the user as soon as it starts, before the server answers", async () => {
    const answer = deferred<unknown>();
    const { session, setUser, currentUser } = setup(noSignIn, { signOut: () => answer.promise });
    setUser(user);
    const done = session.logout();
    await vi.waitFor(() => expect(currentUser()).toBeNull());
    answer.resolve({ success: true });
    await done;
    expect(currentUser()).toBeNull();
  });
});

describe("exchangeCodeForSession", () => {
  it("runs once: repeat calls return the same in-flight promise, then the user is re-fetched", async () => {
    const answer = deferred<Response>();
    const { session, currentUser, callsTo, calls } = setup(() => answer.promise);

    const first = session.exchangeCodeForSession("code-1", "state-1");
    const again = session.exchangeCodeForSession("code-1", "state-1");
    expect(again).toBe(first);
    answer.resolve(trpcResult(user));
    await first;

    expect(session.exchangeCodeForSession("code-1", "state-1")).toBe(first);
    expect(callsTo("account.googleSession")).toBe(1);
    expect(calls.me).toBe(1);
    expect(currentUser()).toEqual(user);
  });

  it("shares a failure too, without a second attempt", async () => {
    const { session, callsTo } = setup(() => trpcError(400, "BAD_REQUEST", "Failed to complete authentication"));
    const first = session.exchangeCodeForSession("code-1", null);
    const again = session.exchangeCodeForSession("code-1", null);
    await expect(first).rejects.toThrow("Failed to exchange code for session token: API responded with HTTP status 400");
    await expect(again).rejects.toThrow("Failed to exchange code for session token");
    expect(callsTo("account.googleSession")).toBe(1);
  });

  it("refuses an empty code without calling the server", async () => {
    const { session, fetch } = setup(() => jsonResponse(200, {}));
    await expect(session.exchangeCodeForSession("", null)).rejects.toThrow("Cannot exchange code for session token: no code provided in the URL search params.");
    expect(fetch.calls).toHaveLength(0);
  });
});

describe("redirectToGoogle", () => {
  it("sends the browser to the provider's URL", async () => {
    const { session, navigateTo } = setup(() => trpcResult({ redirectUrl: "https://accounts.example.com/auth" }));
    await session.redirectToGoogle();
    expect(navigateTo).toHaveBeenCalledWith("https://accounts.example.com/auth");
  });

  it("stays put and rejects when the server has no URL", async () => {
    const { session, navigateTo } = setup(() => trpcError(400, "BAD_REQUEST", "Google sign-in is not configured on this server"));
    await expect(session.redirectToGoogle()).rejects.toThrow("Failed to get login redirect URL: API responded with HTTP status 400");
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
