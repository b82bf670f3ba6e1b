import { QueryClient } from "@tanstack/react-query";
import type { UserDto } from "@twend/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAccount } from "../../testing/fake-account.ts";
import { deferred, type FakeCall, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { createAccountApi } from "./account-api.ts";
import { createAuthSession } from "./auth-session.ts";
import type { CurrentUser } from "./current-user.ts";
import { ACCOUNT_QUERY_KEY, USER_QUERY_KEY } from "./query-keys.ts";
import { createSignInApi } from "./sign-in-api.ts";

const user = {
  id: "3f0c8d2e-8d7a-4a51-9d7b-1c2b3a4d5e6f",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  created_at: "2025-01-02T03:04:05.000Z",
  last_signed_in_at: "2025-01-02T03:04:05.000Z",
  google_sub: null,
  google_user_data: null,
} satisfies CurrentUser;

/** The same account as account.me sends it. */
const signedIn: { user: UserDto } = { user: { ...user, created_at: user.created_at, updated_at: user.created_at } };

/** REST calls go to `handler`; account.me answers the user and account.signOut succeeds unless `account` says otherwise. */
function setup(handler: (call: FakeCall) => Response | Promise<Response>, account: Parameters<typeof fakeAccount>[0] = {}) {
  const queryClient = new QueryClient();
  const fetch = fakeFetch(handler);
  const procedures = fakeAccount({ me: () => Promise.resolve(signedIn), ...account });
  const navigateTo = vi.fn<(url: string) => void>();
  const loadSignIn = vi.fn(() => Promise.resolve(createSignInApi(fetch)));
  const session = createAuthSession(queryClient, createAccountApi(procedures), loadSignIn, navigateTo);
  const currentUser = () => queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
  const callsTo = (path: string) => fetch.calls.filter((c) => c.path === path).length;
  return { queryClient, fetch, navigateTo, loadSignIn, session, currentUser, callsTo, calls: procedures.calls };
}

afterEach(() => vi.restoreAllMocks());

const noRest = () => jsonResponse(500, {});

describe("the user fetch", () => {
  it("runs one request at a time: concurrent callers share the one in flight", async () => {
    const answer = deferred<{ user: UserDto }>();
    const { session, calls } = setup(noRest, { me: () => answer.promise });

    const first = session.fetchUser();
    const second = session.fetchUser();
    answer.resolve(signedIn);

    await expect(Promise.all([first, second])).resolves.toEqual([user, user]);
    expect(calls.me).toBe(1);
  });

  it("starts a new request once the previous one has finished", async () => {
    const { session, calls } = setup(noRest);
    await session.fetchUser();
    await session.fetchUser();
    expect(calls.me).toBe(2);
  });

  it("holds no user for an anonymous visitor, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { session, currentUser } = setup(noRest, { me: () => Promise.resolve({ user: null }) });
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs a failed check and leaves the user absent", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("Failed to fetch");
    const { session, currentUser } = setup(noRest, { me: () => Promise.reject(failure) });
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: "NetworkError", cause: failure }));
  });
});

describe("login", () => {
  it("loads the sign-in calls when first used, not to check or end a session", async () => {
    const { session, loadSignIn, currentUser } = setup(() => jsonResponse(200, { success: true, data: user }));
    await session.fetchUser();
    await session.logout();
    expect(loadSignIn).not.toHaveBeenCalled();

    await session.login("ada@example.com", "correct horse");
    expect(loadSignIn).toHaveBeenCalledTimes(1);
    expect(currentUser()).toEqual(user);
  });

  it("sets the user and re-fetches it after success", async () => {
    const { session, currentUser, calls } = setup(() => jsonResponse(200, { success: true, data: user }));
    await session.login("ada@example.com", "password1");
    expect(currentUser()).toEqual(user);
    expect(calls.me).toBe(1);
  });

  it("is not joined to a signed-out check that started before it", async () => {
    const staleCheck = deferred<{ user: UserDto | null }>();
    let checks = 0;
    const { session, currentUser } = setup(() => jsonResponse(200, { success: true, data: user }), {
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
    const { session, currentUser, calls } = setup(() => jsonResponse(401, { success: false, error: "Invalid email or password" }));
    await expect(session.login("ada@example.com", "password1")).rejects.toThrow("Invalid email or password");
    expect(currentUser()).toBeUndefined();
    expect(calls.me).toBe(0);
  });

  it("drops the previous account's cached data", async () => {
    const { session, queryClient } = setup(() => jsonResponse(200, { success: true, data: user }));
    queryClient.setQueryData([...ACCOUNT_QUERY_KEY, "profile"], { display_name: "Someone else" });
    await session.register({ email: user.email, password: "password1", firstName: "Ada", lastName: "Lovelace" });
    expect(queryClient.getQueryData([...ACCOUNT_QUERY_KEY, "profile"])).toBeUndefined();
  });
});

describe("logout", () => {
  it("clears the user and calls account.signOut", async () => {
    const { session, queryClient, currentUser, calls } = setup(noRest);
    queryClient.setQueryData(USER_QUERY_KEY, user);
    await session.logout();
    expect(currentUser()).toBeNull();
    expect(calls.signOut).toBe(1);
  });

  it("clears the user even when the call fails, and logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { session, queryClient, currentUser } = setup(noRest, { signOut: () => Promise.reject(new TypeError("Failed to fetch")) });
    queryClient.setQueryData(USER_QUERY_KEY, user);
    queryClient.setQueryData([...ACCOUNT_QUERY_KEY, "profile"], { display_name: "Ada" });

    await expect(session.logout()).resolves.toBeUndefined();
    expect(currentUser()).toBeNull();
    expect(queryClient.getQueryData([...ACCOUNT_QUERY_KEY, "profile"])).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });

  it("clears the user as soon as it starts, before the server answers", async () => {
    const answer = deferred<unknown>();
    const { session, queryClient, currentUser } = setup(noRest, { signOut: () => answer.promise });
    queryClient.setQueryData(USER_QUERY_KEY, user);
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
    answer.resolve(jsonResponse(200, { success: true, data: user }));
    await first;

    expect(session.exchangeCodeForSession("code-1", "state-1")).toBe(first);
    expect(callsTo("/api/sessions")).toBe(1);
    expect(calls.me).toBe(1);
    expect(currentUser()).toEqual(user);
  });

  it("shares a failure too, without a second attempt", async () => {
    const { session, callsTo } = setup(() => jsonResponse(400, { success: false, error: "Failed to complete authentication" }));
    const first = session.exchangeCodeForSession("code-1", null);
    const again = session.exchangeCodeForSession("code-1", null);
    await expect(first).rejects.toThrow("Failed to exchange code for session token: API responded with HTTP status 400");
    await expect(again).rejects.toThrow("Failed to exchange code for session token");
    expect(callsTo("/api/sessions")).toBe(1);
  });

  it("refuses an empty code without calling the server", async () => {
    const { session, fetch } = setup(() => jsonResponse(200, {}));
    await expect(session.exchangeCodeForSession("", null)).rejects.toThrow(
      "Cannot exchange code for session token: no code provided in the URL search params.",
    );
    expect(fetch.calls).toHaveLength(0);
  });
});

describe("redirectToGoogle", () => {
  it("sends the browser to the provider's URL", async () => {
    const { session, navigateTo } = setup(() => jsonResponse(200, { redirectUrl: "https://accounts.example.com/auth" }));
    await session.redirectToGoogle();
    expect(navigateTo).toHaveBeenCalledWith("https://accounts.example.com/auth");
  });

  it("stays put and rejects when the server has no URL", async () => {
    const { session, navigateTo } = setup(() => jsonResponse(400, { success: false, error: "Google sign-in is not configured on this server" }));
    await expect(session.redirectToGoogle()).rejects.toThrow("Failed to get login redirect URL: API responded with HTTP status 400");
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
