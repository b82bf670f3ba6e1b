import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../testing/fake-fetch.ts";
import { sampleUser } from "../../testing/sample-user.ts";
import { AccountCallError } from "./account-call-error.ts";
import { createAccountApi } from "./account-api.ts";
import { procedureOf, trpcAccount, trpcError, trpcResult } from "./fake-trpc.ts";

const user = { ...sampleUser, updated_at: sampleUser.created_at };

describe("fetchUser", () => {
  it("reads the user of account.me", async () => {
    const fetch = fakeFetch(() => trpcResult({ user }));
    await expect(createAccountApi(trpcAccount(fetch)).fetchUser()).resolves.toEqual(user);
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.me");
    expect(fetch.calls[0]?.method).toBe("GET");
  });

  it("answers no user for an anonymous visitor", async () => {
    const fetch = fakeFetch(() => trpcResult({ user: null }));
    await expect(createAccountApi(trpcAccount(fetch)).fetchUser()).resolves.toBeNull();
  });

  it("rejects a failed call with the spec's text and the server's reason", async () => {
    const fetch = fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", "boom"));
    const error = await createAccountApi(trpcAccount(fetch))
      .fetchUser()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountCallError);
    expect(error).toMatchObject({ message: "Failed to fetch user: API responded with HTTP status 500", status: 500, serverMessage: "boom" });
  });

  it("reports an unreachable server as no answer", async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(createAccountApi(trpcAccount(fetch)).fetchUser()).rejects.toMatchObject({ name: "AccountCallError", status: null, serverMessage: null });
  });
});

describe("logout", () => {
  it("calls account.signOut", async () => {
    const fetch = fakeFetch(() => trpcResult({ success: true }));
    await expect(createAccountApi(trpcAccount(fetch)).logout()).resolves.toBeUndefined();
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.signOut");
    expect(fetch.calls[0]?.method).toBe("POST");
  });

  it("rejects a refused call with its status", async () => {
    const fetch = fakeFetch(() => trpcError(403, "FORBIDDEN", "Cross-site requests are not allowed"));
    await expect(createAccountApi(trpcAccount(fetch)).logout()).rejects.toThrow("Logout failed: API responded with HTTP status 403");
  });
});
