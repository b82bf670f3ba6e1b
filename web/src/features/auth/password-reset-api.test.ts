import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { requestPasswordReset, resetPassword } from "./password-reset-api.ts";

describe("requestPasswordReset", () => {
  it("posts the email and reports success", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true }));
    await expect(requestPasswordReset(fetch, "ada@example.com")).resolves.toEqual({ ok: true });
    expect(fetch.calls[0]).toMatchObject({ path: "/api/auth/forgot-password", method: "POST", json: { email: "ada@example.com" } });
  });

  it("shows the server's error, else the spec's fallback", async () => {
    const limited = fakeFetch(() => jsonResponse(429, { success: false, error: "Too many requests. Please slow down and try again shortly." }));
    await expect(requestPasswordReset(limited, "ada@example.com")).resolves.toEqual({
      ok: false,
      message: "Too many requests. Please slow down and try again shortly.",
    });
    const silent = fakeFetch(() => new Response("", { status: 500 }));
    await expect(requestPasswordReset(silent, "ada@example.com")).resolves.toEqual({
      ok: false,
      message: "Failed to send reset email. Please try again.",
    });
  });

  it("words a network failure as one", async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(requestPasswordReset(offline, "ada@example.com")).resolves.toEqual({
      ok: false,
      message: "Network error. Please check your connection and try again.",
    });
  });
});

describe("resetPassword", () => {
  it("posts the token and the new password", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true }));
    await expect(resetPassword(fetch, "tok-1", "new password")).resolves.toEqual({ ok: true });
    expect(fetch.calls[0]).toMatchObject({ path: "/api/auth/reset-password", json: { token: "tok-1", password: "new password" } });
  });

  it("shows the server's error for a used link, else the spec's fallback", async () => {
    const used = fakeFetch(() => jsonResponse(400, { success: false, error: "This reset link is invalid or has expired." }));
    await expect(resetPassword(used, "tok-1", "new password")).resolves.toEqual({
      ok: false,
      message: "This reset link is invalid or has expired.",
    });
    const silent = fakeFetch(() => jsonResponse(200, { success: false }));
    await expect(resetPassword(silent, "tok-1", "new password")).resolves.toEqual({
      ok: false,
      message: "Failed to reset password. Please try again.",
    });
  });

  it("words a network failure as one", async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(resetPassword(offline, "tok-1", "new password")).resolves.toMatchObject({
      message: "Network error. Please check your connection and try again.",
    });
  });
});
