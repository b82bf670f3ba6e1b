import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { fakeAccount } from "../../testing/fake-account.ts";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { createAuthApi } from "./auth-api.ts";
import { ApiError, NetworkError } from "./http.ts";

const user = {
  id: "3f0c8d2e-8d7a-4a51-9d7b-1c2b3a4d5e6f",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  created_at: "2025-01-02T03:04:05.000Z",
  last_signed_in_at: null,
  google_sub: null,
  google_user_data: null,
};

/** The real tRPC client over a fake transport, so the tests see tRPC's own answers and errors. */
function trpcAccount(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).account;
}

/** A batched tRPC error answer, as the API sends it. */
function trpcError(status: number, code: string, message: string): Response {
  return jsonResponse(status, [{ error: { message, code: -32603, data: { code, httpStatus: status } } }]);
}

describe("fetchUser", () => {
  it("reads the user of account.me", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { user: { ...user, updated_at: user.created_at } } } }]));
    await expect(createAuthApi(fetch, trpcAccount(fetch)).fetchUser()).resolves.toEqual(user);
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/account.me");
    expect(fetch.calls[0]?.method).toBe("GET");
  });

  it("answers no user for an anonymous visitor", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { user: null } } }]));
    await expect(createAuthApi(fetch, trpcAccount(fetch)).fetchUser()).resolves.toBeNull();
  });

  it("rejects a failed call with the spec's text and the server's reason", async () => {
    const fetch = fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", "boom"));
    const error = await createAuthApi(fetch, trpcAccount(fetch)).fetchUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Failed to fetch user: API responded with HTTP status 500", status: 500, serverMessage: "boom" });
  });

  it("reports an unreachable server as a network failure", async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(createAuthApi(fetch, trpcAccount(fetch)).fetchUser()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("logout", () => {
  it("calls account.signOut", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { success: true } } }]));
    await expect(createAuthApi(fetch, trpcAccount(fetch)).logout()).resolves.toBeUndefined();
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/account.signOut");
    expect(fetch.calls[0]?.method).toBe("POST");
  });

  it("rejects a refused call with its status", async () => {
    const fetch = fakeFetch(() => trpcError(403, "FORBIDDEN", "Cross-site requests are not allowed"));
    await expect(createAuthApi(fetch, trpcAccount(fetch)).logout()).rejects.toThrow("Logout failed: API responded with HTTP status 403");
  });
});

describe("login and register", () => {
  it("posts JSON and returns the user of a successful answer", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: user }));
    await expect(createAuthApi(fetch, fakeAccount({})).login("ada@example.com", "correct horse")).resolves.toMatchObject({ id: user.id });
    expect(fetch.calls[0]).toMatchObject({
      path: "/api/auth/login",
      method: "POST",
      json: { email: "ada@example.com", password: "correct horse" },
    });
    expect(new Headers(fetch.calls[0]?.init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("raises the server's error text", async () => {
    const api = createAuthApi(fakeFetch(() => jsonResponse(401, { success: false, error: "Invalid email or password" })), fakeAccount({}));
    await expect(api.login("ada@example.com", "wrong password")).rejects.toThrow("Invalid email or password");
  });

  it("needs both an ok status and success true, else falls back to 'Login failed' / 'Registration failed'", async () => {
    const okButUnsuccessful = createAuthApi(fakeFetch(() => jsonResponse(200, { success: false })), fakeAccount({}));
    await expect(okButUnsuccessful.login("a@example.com", "password1")).rejects.toThrow("Login failed");

    const notOk = createAuthApi(fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 })), fakeAccount({}));
    const registration = { email: "a@example.com", password: "password1", firstName: "A", lastName: "B" };
    await expect(notOk.register(registration)).rejects.toThrow("Registration failed");
  });

  it("sends the registration fields the API expects", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: user }));
    const registration = { email: "ada@example.com", password: "password1", firstName: "Ada", lastName: "Lovelace" };
    await createAuthApi(fetch, fakeAccount({})).register(registration);
    expect(fetch.calls[0]).toMatchObject({ path: "/api/auth/register", method: "POST", json: registration });
  });

  it("reports an unreachable server as a network failure", async () => {
    const api = createAuthApi(fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))), fakeAccount({}));
    await expect(api.login("a@example.com", "password1")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("Google sign-in calls", () => {
  it("returns the provider's redirect URL", async () => {
    const api = createAuthApi(fakeFetch(() => jsonResponse(200, { redirectUrl: "https://accounts.example.com/o?x=1" })), fakeAccount({}));
    await expect(api.googleRedirectUrl()).resolves.toBe("https://accounts.example.com/o?x=1");
  });

  it("keeps the server's reason next to the spec's text when no URL comes back", async () => {
    const api = createAuthApi(
      fakeFetch(() => jsonResponse(400, { success: false, error: "Google sign-in is not configured on this server" })),
      fakeAccount({}),
    );
    const error = await api.googleRedirectUrl().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Failed to get login redirect URL: API responded with HTTP status 400",
      serverMessage: "Google sign-in is not configured on this server",
    });
  });

  it("posts the code with the state, and without a state when there is none", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: user }));
    const api = createAuthApi(fetch, fakeAccount({}));
    await api.exchangeCode("code-1", "state-1");
    await api.exchangeCode("code-2", null);
    expect(fetch.calls.map((c) => [c.path, c.json])).toEqual([
      ["/api/sessions", { code: "code-1", state: "state-1" }],
      ["/api/sessions", { code: "code-2" }],
    ]);
  });

  it("rejects a failed exchange with the spec's text", async () => {
    const api = createAuthApi(fakeFetch(() => jsonResponse(400, { success: false, error: "Failed to complete authentication" })), fakeAccount({}));
    await expect(api.exchangeCode("code", null)).rejects.toThrow(
      "Failed to exchange code for session token: API responded with HTTP status 400",
    );
  });
});
