import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeFetch } from "../../testing/fake-fetch.ts";
import { sampleUser } from "../../testing/sample-user.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { AccountCallError } from "./account-call-error.ts";
import { describeAuthFailure } from "./auth-error-message.ts";
import { procedureOf, trpcAccount, trpcError, trpcResult } from "./fake-trpc.ts";
import { createSignInApi } from "./sign-in-api.ts";
import { showText } from "./user-text.ts";

const user = { ...sampleUser, updated_at: sampleUser.created_at };

let en: I18n;
beforeAll(async () => {
  en = await testI18n("en");
});

/** What the auth page shows for the error, in English. */
const shownFor = (error: unknown) => showText(en, describeAuthFailure(error));

describe("login and register", () => {
  it("call account.login and return the signed-in user", async () => {
    const fetch = fakeFetch(() => trpcResult(user));
    await expect(createSignInApi(trpcAccount(fetch)).login("ada@example.com", "correct horse")).resolves.toEqual(user);
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.login");
    expect(fetch.calls[0]).toMatchObject({ method: "POST", json: { 0: { email: "ada@example.com", password: "correct horse" } } });
  });

  it("raise the server's error text", async () => {
    const api = createSignInApi(trpcAccount(fakeFetch(() => trpcError(401, "UNAUTHORIZED", "Invalid email or password"))));
    const error = await api.login("ada@example.com", "wrong password").catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "Invalid email or password", status: 401 });
    expect(shownFor(error)).toBe("Invalid email or password");
  });

  it("fall back on the spec's text when the server gives no reason", async () => {
    const api = createSignInApi(trpcAccount(fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", ""))));
    expect(shownFor(await api.login("ada@example.com", "password1").catch((e: unknown) => e))).toBe("Login failed");
    const registration = { email: "ada@example.com", password: "password1", firstName: "Ada", lastName: "Lovelace" };
    expect(shownFor(await api.register(registration).catch((e: unknown) => e))).toBe("Registration failed");
  });

  it("send the registration fields the API expects", async () => {
    const fetch = fakeFetch(() => trpcResult(user));
    const registration = { email: "ada@example.com", password: "password1", firstName: "Ada", lastName: "Lovelace" };
    await createSignInApi(trpcAccount(fetch)).register(registration);
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.register");
    expect(fetch.calls[0]?.json).toEqual({ 0: registration });
  });

  it("word an unreachable server or a proxy's error page as unexpected, not as their raw text", async () => {
    const offline = createSignInApi(trpcAccount(fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")))));
    const lost = await offline.login("a@example.com", "password1").catch((e: unknown) => e);
    expect(lost).toMatchObject({ name: "AccountCallError", status: null });
    expect(shownFor(lost)).toBe("An unexpected error occurred. Please try again.");

    const gateway = createSignInApi(trpcAccount(fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }))));
    const registration = { email: "a@example.com", password: "password1", firstName: "A", lastName: "B" };
    const refused = await gateway.register(registration).catch((e: unknown) => e);
    expect(shownFor(refused)).toBe("An unexpected error occurred. Please try again.");
  });
});

describe("Google sign-in calls", () => {
  it("return the provider's redirect URL", async () => {
    const fetch = fakeFetch(() => trpcResult({ redirectUrl: "https://accounts.example.com/o?x=1" }));
    await expect(createSignInApi(trpcAccount(fetch)).googleRedirectUrl()).resolves.toBe("https://accounts.example.com/o?x=1");
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.googleRedirectUrl");
  });

  it("keep the server's reason next to the spec's text when no URL comes back", async () => {
    const api = createSignInApi(trpcAccount(fakeFetch(() => trpcError(400, "BAD_REQUEST", "Google sign-in is not configured on this server"))));
    const error = await api.googleRedirectUrl().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountCallError);
    expect(error).toMatchObject({
      message: "Failed to get login redirect URL: API responded with HTTP status 400",
      serverMessage: "Google sign-in is not configured on this server",
    });
  });

  it("post the code with the state, and without a state when there is none", async () => {
    const fetch = fakeFetch(() => trpcResult(user));
    const api = createSignInApi(trpcAccount(fetch));
    await api.exchangeCode("code-1", "state-1");
    await api.exchangeCode("code-2", null);
    expect(fetch.calls.map((c) => [procedureOf(c.path), c.json])).toEqual([
      ["account.googleSession", { 0: { code: "code-1", state: "state-1" } }],
      ["account.googleSession", { 0: { code: "code-2" } }],
    ]);
  });

  it("reject a failed exchange with the spec's text", async () => {
    const api = createSignInApi(trpcAccount(fakeFetch(() => trpcError(400, "BAD_REQUEST", "Failed to complete authentication"))));
    await expect(api.exchangeCode("code", null)).rejects.toThrow("Failed to exchange code for session token: API responded with HTTP status 400");
  });
});
