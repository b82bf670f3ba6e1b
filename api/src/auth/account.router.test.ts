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
