import { MESSAGES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
const client = () => new TestClient(t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function signUp() {
  counter += 1;
  const c = client();
  const input = { email: `account${counter}@example.com`, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" };
  const res = await c.post("/api/auth/register", input, { "x-forwarded-for": `10.2.0.${counter}` });
  expect(res.status).toBe(200);
  return { c, input };
}

/** A tRPC mutation's answer as { status, data | message }. */
async function mutate(c: TestClient, procedure: string, input: unknown, headers?: Record<string, string>) {
  const res = await c.post(`/trpc/${procedure}`, input, headers);
  const body = res.body as { result?: { data: unknown }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, message: body.error?.message };
}

/** tRPC's answer to a query, unwrapped. */
async function me(c: TestClient) {
  const res = await c.get("/trpc/account.me");
  expect(res.status).toBe(200);
  return (res.body as { result: { data: { user: { email: string; first_name: string | null } | null } } }).result.data;
}

describe("account.me", () => {
  it("answers an anonymous visitor with no user and no error", async () => {
    expect(await me(client())).toEqual({ user: null });
  });

  it("answers a signed-in caller with the user", async () => {
    const { c, input } = await signUp();
    expect((await me(c)).user).toMatchObject({ email: input.email, first_name: "Ada" });
  });

  it("leaves the documented REST calls answering 401 to an anonymous caller", async () => {
    for (const url of ["/api/users/me", "/api/auth/me"]) {
      const res = await client().get(url);
      expect(res.status, url).toBe(401);
      expect(res.body, url).toEqual({ success: false, error: MESSAGES.unauthorized });
    }
  });
});

describe("account.signOut", () => {
  it("ends every session of the account, so a replayed cookie has no user", async () => {
    const { c } = await signUp();
    const stolen = c.cookie;
    const out = await c.post("/trpc/account.signOut", {});
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ result: { data: { success: true } } });
    expect(c.cookie).toBeUndefined();

    const replay = client();
    replay.cookie = stolen;
    expect(await me(replay)).toEqual({ user: null });
    expect((await replay.get("/api/users/me")).status).toBe(401);
  });

  it("is refused from another site", async () => {
    const { c } = await signUp();
    const out = await c.post("/trpc/account.signOut", {}, { "sec-fetch-site": "cross-site" });
    expect(out.status).toBe(403);
    expect((await me(c)).user).not.toBeNull();
  });
});

describe("account.login and account.register", () => {
  it("sign in over tRPC with the session cookie REST sets", async () => {
    const { input } = await signUp();
    const c = client();
    const login = await mutate(c, "account.login", { email: input.email.toUpperCase(), password: input.password });
    expect(login).toMatchObject({ status: 200, data: { email: input.email, first_name: "Ada" } });
    expect(c.cookie).toMatch(/^twend_session=/);
    expect((await me(c)).user).toMatchObject({ email: input.email });

    const fresh = client();
    const registered = await mutate(
      fresh,
      "account.register",
      { email: "trpc.signup@example.com", password: "correct horse battery", firstName: "Tr", lastName: "Pc" },
      { "x-forwarded-for": "10.2.1.1" },
    );
    expect(registered).toMatchObject({ status: 200, data: { email: "trpc.signup@example.com" } });
    expect((await me(fresh)).user).toMatchObject({ email: "trpc.signup@example.com" });
  });

  it("refuse a wrong password as REST does, and stop a guessing run spread over both transports at its network", async () => {
    const { input } = await signUp();
    const wrong = { email: input.email, password: "not the password" };
    const viaRest = await client().post("/api/auth/login", wrong, { "x-forwarded-for": "10.2.2.1" });
    const viaTrpc = await mutate(client(), "account.login", wrong, { "x-forwarded-for": "10.2.2.2" });
    expect(viaRest.status).toBe(401);
    expect(viaTrpc).toMatchObject({ status: 401, message: viaRest.body.error });
    for (let i = 0; i < 8; i += 1) {
      const from = { "x-forwarded-for": `10.2.2.${10 + i}` };
      if (i % 2 === 0) await mutate(client(), "account.login", wrong, from);
      else await client().post("/api/auth/login", wrong, from);
    }
    const spent = await client().post("/api/auth/login", input, { "x-forwarded-for": "10.2.2.201" });
    expect(spent).toMatchObject({ status: 429, body: { success: false, error: MESSAGES.tooManyRequests } });
    expect(await mutate(client(), "account.login", input, { "x-forwarded-for": "10.2.2.202" })).toMatchObject({ status: 429, message: MESSAGES.tooManyRequests });
    // The owner, elsewhere, is not locked out.
    expect(await mutate(client(), "account.login", input, { "x-forwarded-for": "10.2.4.2" })).toMatchObject({ status: 200 });
  });
});

describe("account.googleRedirectUrl", () => {
  it("answers 400 when Google sign-in is not configured", async () => {
    expect(await mutate(client(), "account.googleRedirectUrl", {})).toMatchObject({ status: 400, message: MESSAGES.googleNotConfigured });
  });
});

describe("account.profile", () => {
  it("reads back what account.updateProfile saved", async () => {
    const { c } = await signUp();
    const saved = await mutate(c, "account.updateProfile", { display_name: "Ada L.", bio: "Counts things" });
    expect(saved).toMatchObject({ status: 200, data: { display_name: "Ada L.", bio: "Counts things", website: null } });
    const res = await c.get("/trpc/account.profile");
    expect(res.body).toEqual({ result: { data: saved.data } });
    expect((await client().get("/trpc/account.profile")).status).toBe(401);
  });
});
