import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, type FakeCall, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { createAuthApi } from "./auth-api.ts";
import { createAuthSession } from "./auth-session.ts";
import type { CurrentUser } from "./current-user.ts";
import { ACCOUNT_QUERY_KEY, USER_QUERY_KEY } from "./query-keys.ts";

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

function setup(handler: (call: FakeCall) => Response | Promise<Response>) {
  const queryClient = new QueryClient();
  const fetch = fakeFetch(handler);
  const navigateTo = vi.fn<(url: string) => void>();
  const session = createAuthSession(queryClient, createAuthApi(fetch), navigateTo);
  const currentUser = () => queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
  const callsTo = (path: string) => fetch.calls.filter((c) => c.path === path).length;
  return { queryClient, fetch, navigateTo, session, currentUser, callsTo };
}

afterEach(() => vi.restoreAllMocks());

describe("the user fetch", () => {
  it("runs one request at a time: concurrent callers share the one in flight", async () => {
    const answer = deferred<Response>();
    const { session, callsTo } = setup(() => answer.promise);

    const first = session.fetchUser();
    const second = session.fetchUser();
    answer.resolve(jsonResponse(200, user));

    await expect(Promise.all([first, second])).resolves.toEqual([user, user]);
    expect(callsTo("/api/users/me")).toBe(1);
  });

  it("starts a new request once the previous one has finished", async () => {
    const { session, callsTo } = setup(() => jsonResponse(200, user));
    await session.fetchUser();
    await session.fetchUser();
    expect(callsTo("/api/users/me")).toBe(2);
  });

  it("logs a failed check and leaves the user absent", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { session, currentUser } = setup(() => jsonResponse(500, { success: false, error: "boom" }));
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(currentUser()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: "Failed to fetch user: API responded with HTTP status 500" }));
  });
});

describe("login", () => {
  it("sets the user and re-fetches it after success", async () => {
    const { session, currentUser, callsTo } = setup((call) =>
      call.path === "/api/auth/login" ? jsonResponse(200, { success: true, data: user }) : jsonResponse(200, user),
    );
    await session.login("ada@example.com", "password1");
    expect(currentUser()).toEqual(user);
    expect(callsTo("/api/users/me")).toBe(1);
  });

  it("is not joined to a signed-out check that started before it", async () => {
    const staleCheck = deferred<Response>();
    let checks = 0;
    const { session, currentUser } = setup((call) => {
      if (call.path === "/api/auth/login") return jsonResponse(200, { success: true, data: user });
      checks += 1;
      return checks === 1 ? staleCheck.promise : jsonResponse(200, user);
    });
    const before = session.fetchUser().catch(() => null);
    await session.login("ada@example.com", "password1");
    staleCheck.resolve(jsonResponse(401, { success: false, error: "Please sign in to continue" }));
    await before;
    expect(currentUser()).toEqual(user);
  });

  it("leaves the user absent and rethrows when it fails", async () => {
    const { session, currentUser, callsTo } = setup(() => jsonResponse(401, { success: false, error: "Invalid email or password" }));
    await expect(session.login("ada@example.com", "password1")).rejects.toThrow("Invalid email or password");
    expect(currentUser()).toBeUndefined();
    expect(callsTo("/api/users/me")).toBe(0);
  });

  it("drops the previous account's cached data", async () => {
    const { session, queryClient } = setup((call) =>
      call.path === "/api/auth/register" ? jsonResponse(200, { success: true, data: user }) : jsonResponse(200, user),
    );
    queryClient.setQueryData([...ACCOUNT_QUERY_KEY, "profile"], { display_name: "Someone else" });
    await session.register({ email: user.email, password: "password1", firstName: "Ada", lastName: "Lovelace" });
    expect(queryClient.getQueryData([...ACCOUNT_QUERY_KEY, "profile"])).toBeUndefined();
  });
});

describe("logout", () => {
  it("clears the user and calls the logout endpoint", async () => {
    const { session, queryClient, currentUser, callsTo } = setup(() => jsonResponse(200, { success: true }));
    queryClient.setQueryData(USER_QUERY_KEY, user);
    await session.logout();
    expect(currentUser()).toBeNull();
    expect(callsTo("/api/logout")).toBe(1);
  });

  it("clears the user even when the call fails, and logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { session, queryClient, currentUser } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    queryClient.setQueryData(USER_QUERY_KEY, user);
    queryClient.setQueryData([...ACCOUNT_QUERY_KEY, "profile"], { display_name: "Ada" });

    await expect(session.logout()).resolves.toBeUndefined();
    expect(currentUser()).toBeNull();
    expect(queryClient.getQueryData([...ACCOUNT_QUERY_KEY, "profile"])).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });

  it("clears the user as soon as it starts, before the server answers", async () => {
    const answer = deferred<Response>();
    const { session, queryClient, currentUser } = setup(() => answer.promise);
    queryClient.setQueryData(USER_QUERY_KEY, user);
    const done = session.logout();
    await vi.waitFor(() => expect(currentUser()).toBeNull());
    answer.resolve(jsonResponse(200, { success: true }));
    await done;
    expect(currentUser()).toBeNull();
  });
});

describe("exchangeCodeForSession", () => {
  it("runs once: repeat calls return the same in-flight promise, then the user is re-fetched", async () => {
    const answer = deferred<Response>();
    const { session, currentUser, callsTo } = setup((call) => (call.path === "/api/sessions" ? answer.promise : jsonResponse(200, user)));

    const first = session.exchangeCodeForSession("code-1", "state-1");
    const again = session.exchangeCodeForSession("code-1", "state-1");
    expect(again).toBe(first);
    answer.resolve(jsonResponse(200, { success: true, data: user }));
    await first;

    expect(session.exchangeCodeForSession("code-1", "state-1")).toBe(first);
    expect(callsTo("/api/sessions")).toBe(1);
    expect(callsTo("/api/users/me")).toBe(1);
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
