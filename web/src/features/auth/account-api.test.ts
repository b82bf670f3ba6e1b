import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { createAccountApi } from "./account-api.ts";
import { ApiError, NetworkError } from "./http.ts";
import { sampleUser } from "../../testing/sample-user.ts";

const user = sampleUser;

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
    await expect(createAccountApi(trpcAccount(fetch)).fetchUser()).resolves.toEqual(user);
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/account.me");
    expect(fetch.calls[0]?.method).toBe("GET");
  });

  it("answers no user for an anonymous visitor", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { user: null } } }]));
    await expect(createAccountApi(trpcAccount(fetch)).fetchUser()).resolves.toBeNull();
  });

  it("rejects a failed call with the spec's text and the server's reason", async () => {
    const fetch = fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", "boom"));
    const error = await createAccountApi(trpcAccount(fetch)).fetchUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Failed to fetch user: API responded with HTTP status 500", status: 500, serverMessage: "boom" });
  });

  it("reports an unreachable server as a network failure", async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(createAccountApi(trpcAccount(fetch)).fetchUser()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("logout", () => {
  it("calls account.signOut", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { success: true } } }]));
    await expect(createAccountApi(trpcAccount(fetch)).logout()).resolves.toBeUndefined();
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/account.signOut");
    expect(fetch.calls[0]?.method).toBe("POST");
  });

  it("rejects a refused call with its status", async () => {
    const fetch = fakeFetch(() => trpcError(403, "FORBIDDEN", "Cross-site requests are not allowed"));
    await expect(createAccountApi(trpcAccount(fetch)).logout()).rejects.toThrow("Logout failed: API responded with HTTP status 403");
  });
});
