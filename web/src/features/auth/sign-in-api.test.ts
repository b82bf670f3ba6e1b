import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { ApiError, NetworkError } from "./http.ts";
import { createSignInApi } from "./sign-in-api.ts";
import { sampleUser } from "../../testing/sample-user.ts";

const user = sampleUser;

describe("login and register", () => {
  it("posts JSON and returns the user of a successful answer", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: user }));
    await expect(createSignInApi(fetch).login("ada@example.com", "correct horse")).resolves.toMatchObject({ id: user.id });
    expect(fetch.calls[0]).toMatchObject({
      path: "/api/auth/login",
      method: "POST",
      json: { email: "ada@example.com", password: "correct horse" },
    });
    expect(new Headers(fetch.calls[0]?.init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("raises the server's error text", async () => {
    const api = createSignInApi(fakeFetch(() => jsonResponse(401, { success: false, error: "Invalid email or password" })));
    await expect(api.login("ada@example.com", "wrong password")).rejects.toThrow("Invalid email or password");
  });

  it("needs both an ok status and success true, else falls back to 'Login failed' / 'Registration failed'", async () => {
    const okButUnsuccessful = createSignInApi(fakeFetch(() => jsonResponse(200, { success: false })));
    await expect(okButUnsuccessful.login("a@example.com", "password1")).rejects.toThrow("Login failed");

    const notOk = createSignInApi(fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 })));
    const registration = { email: "a@example.com", password: "password1", firstName: "A", lastName: "B" };
    await expect(notOk.register(registration)).rejects.toThrow("Registration failed");
  });

  it("sends the registration fields the API expects", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: user }));
    const registration = { email: "ada@example.com", password: "password1", firstName: "Ada", lastName: "Lovelace" };
    await createSignInApi(fetch).register(registration);
    expect(fetch.calls[0]).toMatchObject({ path: "/api/auth/register", method: "POST", json: registration });
  });

  it("reports an unreachable server as a network failure", async () => {
    const api = createSignInApi(fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(api.login("a@example.com", "password1")).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("Google sign-in calls", () => {
  it("returns the provider's redirect URL", async () => {
    const api = createSignInApi(fakeFetch(() => jsonResponse(200, { redirectUrl: "https://accounts.example.com/o?x=1" })));
    await expect(api.googleRedirectUrl()).resolves.toBe("https://accounts.example.com/o?x=1");
  });

  it("keeps the server's reason next to the spec's text when no URL comes back", async () => {
    const api = createSignInApi(
      fakeFetch(() => jsonResponse(400, { success: false, error: "Google sign-in is not configured on this server" })),
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
    const api = createSignInApi(fetch);
    await api.exchangeCode("code-1", "state-1");
    await api.exchangeCode("code-2", null);
    expect(fetch.calls.map((c) => [c.path, c.json])).toEqual([
      ["/api/sessions", { code: "code-1", state: "state-1" }],
      ["/api/sessions", { code: "code-2" }],
    ]);
  });

  it("rejects a failed exchange with the spec's text", async () => {
    const api = createSignInApi(fakeFetch(() => jsonResponse(400, { success: false, error: "Failed to complete authentication" })));
    await expect(api.exchangeCode("code", null)).rejects.toThrow(
      "Failed to exchange code for session token: API responded with HTTP status 400",
    );
  });
});
