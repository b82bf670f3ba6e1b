import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeFetch } from "../../testing/fake-fetch.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { procedureOf, trpcAccount, trpcError, trpcResult } from "./fake-trpc.ts";
import { type FormResult, requestPasswordReset, resetPassword } from "./password-reset-api.ts";
import { showText } from "./user-text.ts";

let en: I18n;
beforeAll(async () => {
  en = await testI18n("en");
});

/** The result as the screen shows it, in English. */
const shown = async (result: Promise<FormResult>) => {
  const settled = await result;
  return settled.ok ? settled : { ok: false, message: showText(en, settled.message) };
};

const offline = () => trpcAccount(fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))));

describe("requestPasswordReset", () => {
  it("sends the email to account.forgotPassword and reports success", async () => {
    const fetch = fakeFetch(() => trpcResult(undefined));
    await expect(requestPasswordReset(trpcAccount(fetch), "ada@example.com")).resolves.toEqual({ ok: true });
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.forgotPassword");
    expect(fetch.calls[0]).toMatchObject({ method: "POST", json: { 0: { email: "ada@example.com" } } });
  });

  it("shows the server's error", async () => {
    const limited = fakeFetch(() => trpcError(429, "TOO_MANY_REQUESTS", "Too many requests. Please slow down and try again shortly."));
    await expect(shown(requestPasswordReset(trpcAccount(limited), "ada@example.com"))).resolves.toEqual({
      ok: false,
      message: "Too many requests. Please slow down and try again shortly.",
    });
  });

  it("words a network failure as one", async () => {
    await expect(shown(requestPasswordReset(offline(), "ada@example.com"))).resolves.toEqual({
      ok: false,
      message: "Network error. Please check your connection and try again.",
    });
  });
});

describe("resetPassword", () => {
  it("sends the token and the new password to account.resetPassword", async () => {
    const fetch = fakeFetch(() => trpcResult(undefined));
    await expect(resetPassword(trpcAccount(fetch), "tok-1", "new password")).resolves.toEqual({ ok: true });
    expect(procedureOf(fetch.calls[0]?.path ?? "")).toBe("account.resetPassword");
    expect(fetch.calls[0]?.json).toEqual({ 0: { token: "tok-1", password: "new password" } });
  });

  it("shows the server's error for a used link, else the spec's fallback", async () => {
    const used = fakeFetch(() => trpcError(400, "BAD_REQUEST", "This reset link is invalid or has expired."));
    await expect(shown(resetPassword(trpcAccount(used), "tok-1", "new password"))).resolves.toEqual({
      ok: false,
      message: "This reset link is invalid or has expired.",
    });
    const silent = fakeFetch(() => trpcError(500, "INTERNAL_SERVER_ERROR", ""));
    await expect(shown(resetPassword(trpcAccount(silent), "tok-1", "new password"))).resolves.toEqual({
      ok: false,
      message: "Failed to reset password. Please try again.",
    });
  });

  it("words a network failure as one", async () => {
    await expect(shown(resetPassword(offline(), "tok-1", "new password"))).resolves.toMatchObject({
      message: "Network error. Please check your connection and try again.",
    });
  });
});
