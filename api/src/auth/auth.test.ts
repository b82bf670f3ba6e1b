import { MESSAGES } from "@twend/shared";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMITS } from "./login-attempts.ts";
import { TestClient } from "../testing/http-client.ts";
import { registerSessionCookie } from "./session-cookie.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
const client = () => new TestClient(t.app);

beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_EMAILS: "boss@example.com" });
});
afterAll(() => t.close());

let counter = 0;
/** A fresh account per test, signed in on the returned client. */
async function signUp(overrides: Partial<Record<"email" | "password" | "firstName" | "lastName", string>> = {}) {
  counter += 1;
  const c = client();
  const input = { email: `user${counter}@example.com`, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace", ...overrides };
  // Each sign-up from its own address, as real users are: the per-IP sign-up budget is not under test here.
  const res = await c.post("/api/auth/register", input, { "x-forwarded-for": `10.1.${counter >> 8}.${counter & 255}` });
  return { c, res, input };
}

describe("POST /api/auth/register", () => {
  it("creates the account with an argon2id hash, signs it in and returns the user", async () => {
    const { c, res } = await signUp({ email: "  Grace.Hopper@Example.COM " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { email: "grace.hopper@example.com", first_name: "Ada", google_sub: null } });
    expect(res.setCookie).toMatch(/^twend_session=[^;]+;/);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Lax/i);
    expect(res.setCookie).not.toMatch(/Secure/i);

    const row = await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email: "grace.hopper@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.lastSignedInAt).not.toBeNull();

    const me = await c.get("/api/users/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: row.id, email: "grace.hopper@example.com", google_user_data: null });
    expect(typeof me.body.created_at).toBe("string");
    expect(typeof me.body.last_signed_in_at).toBe("string");
    expect(me.body).not.toHaveProperty("passwordHash");
    expect((await c.get("/api/auth/me")).body).toMatchObject({ id: row.id });
  });

  it("refuses an address already registered, whatever its case", async () => {
    await signUp({ email: "twice@example.com" });
    const { res } = await signUp({ email: "TWICE@example.com" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: MESSAGES.emailTaken });
    expect(await t.ctx.db.prisma.user.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  it("names the field of every bad input", async () => {
    const short = await signUp({ password: "short" });
    expect(short.res.status).toBe(400);
    expect(short.res.body.error).toBe(`password: ${MESSAGES.passwordTooShort}`);

    const missing = await client().post("/api/auth/register", { email: "x@example.com", password: "long enough pass" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain("firstName: First name is required");

    const badEmail = await signUp({ email: "not-an-email" });
    expect(badEmail.res.status).toBe(400);
    expect(badEmail.res.body.error).toBe(`email: ${MESSAGES.invalidEmail}`);

    const notJson = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: "{oops", headers: { "content-type": "application/json" } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false });
  });

  it("refuses the most common passwords, and accepts long ones without truncating them", async () => {
    const common = await signUp({ password: "password123" });
    expect(common.res.status).toBe(400);
    expect(common.res.body.error).toBe(MESSAGES.passwordTooCommon);

    const long = "ü".repeat(40) + "x".repeat(80);
    const { input } = await signUp({ password: long });
    expect((await client().post("/api/auth/login", { email: input.email, password: long })).status).toBe(200);
    // Same first 72 bytes (bcrypt's limit), different tail: must not open the account.
    expect((await client().post("/api/auth/login", { email: input.email, password: "ü".repeat(40) + "x".repeat(79) + "y" })).status).toBe(401);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the address in any case and issues a new session each time", async () => {
    const { input } = await signUp({ email: "case@example.com" });
    const first = client();
    const a = await first.post("/api/auth/login", { email: "CASE@Example.com", password: input.password });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ success: true, data: { email: "case@example.com" } });
    const second = client();
    await second.post("/api/auth/login", { email: input.email, password: input.password });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await first.get("/api/users/me")).status).toBe(200);
    expect((await second.get("/api/users/me")).status).toBe(200);
  });

  it("gives a wrong password and an unknown address the same answer", async () => {
    const { input } = await signUp();
    const wrong = await client().post("/api/auth/login", { email: input.email, password: "not the password" });
    const unknown = await client().post("/api/auth/login", { email: "nobody@example.com", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses a network that keeps guessing an account, and still signs the owner in from theirs", async () => {
    const { input } = await signUp({ email: "target@example.com" });
    const guess = (i: number, from: string) => client().post("/api/auth/login", { email: input.email, password: `guess ${i}` }, { "x-forwarded-for": from });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await guess(i, `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    // The guesser's network (one /24) has spent its failures on this account, whatever address it takes next.
    const refused = await guess(12, "203.0.113.200");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: MESSAGES.tooManyRequests });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Ten wrong passwords from ten networks do not lock the owner out: the right one signs in.
    for (let i = 0; i < 10; i += 1) expect((await guess(i, `198.51.${i}.9`)).status).toBe(401);
    const owner = await client().post("/api/auth/login", { email: input.email, password: input.password }, { "x-forwarded-for": "192.0.2.10" });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it("refuses every network that guessed once the account's slower budget is spent, but not a new one with the right password", async () => {
    const { input } = await signUp({ email: "besieged@example.com" });
    const { max } = LOGIN_FAILURE_LIMITS.perAccount;
    const guess = (i: number, password = `guess ${i}`) =>
      client().post("/api/auth/login", { email: input.email, password }, { "x-forwarded-for": `10.${i >> 8}.${i & 255}.1` });
    for (let i = 0; i < max; i += 1) expect((await guess(i)).status).toBe(401);
    // A network that guessed before is refused even with the right password now; the owner's own is not.
    expect((await guess(0, input.password)).status).toBe(429);
    expect((await guess(max + 1, input.password)).status).toBe(200);
  });

  it("answers 429 to one address trying many accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await client().post("/api/auth/login", { email: `spray${i}@example.com`, password: "whatever pass" }, { "x-forwarded-for": "192.0.2.77" });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(20);
  });
});

describe("sessions", () => {
  it("answers 401 with the error shape when signed out", async () => {
    for (const url of ["/api/users/me", "/api/auth/me", "/api/user/profile", "/api/admin/check-status"]) {
      const res = await client().get(url);
      expect(res.status, url).toBe(401);
      expect(res.body, url).toEqual({ success: false, error: MESSAGES.unauthorized });
    }
  });

  it("logout ends every session of the account, and a replayed cookie gets 401", async () => {
    const { c, input } = await signUp();
    const other = client();
    await other.post("/api/auth/login", { email: input.email, password: input.password });
    const stolen = c.cookie;
    const out = await c.get("/api/logout");
    expect(out.body).toEqual({ success: true });
    expect(c.cookie).toBeUndefined();

    const replay = client();
    replay.cookie = stolen;
    expect((await replay.get("/api/users/me")).status).toBe(401);
    expect((await other.get("/api/users/me")).status).toBe(401);
    // Signing in again works and gives a working session.
    expect((await c.post("/api/auth/login", { email: input.email, password: input.password })).status).toBe(200);
    expect((await c.get("/api/users/me")).status).toBe(200);
  });

  it("a deactivated account cannot sign in and its sessions stop working", async () => {
    const { c, input } = await signUp();
    await t.ctx.db.prisma.user.update({ where: { email: input.email }, data: { isActive: false } });
    expect((await c.get("/api/users/me")).status).toBe(401);
    const login = await client().post("/api/auth/login", { email: input.email, password: input.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ success: false, error: MESSAGES.accountDeactivated });
  });

  it("a forged or tampered cookie is no session", async () => {
    const { c } = await signUp();
    const forged = client();
    forged.cookie = `${c.cookie?.slice(0, -4)}AAAA`;
    expect((await forged.get("/api/users/me")).status).toBe(401);
  });

  it("ends a session idle for more than 7 days or older than 30 days", async () => {
    const { c, input } = await signUp();
    const user = await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    const day = 24 * 60 * 60 * 1000;
    // Sessions live in the app's signed-in scope; an instance with the same key seals cookies the app accepts.
    const sealer = Fastify();
    await registerSessionCookie(sealer, t.ctx);
    await sealer.ready();
    const cookieFor = (iat: number, seen: number) => {
      const session = sealer.createSecureSession({ uid: user.id, ver: user.sessionVersion, iat, seen });
      return `twend_session=${encodeURIComponent(sealer.encodeSecureSession(session))}`;
    };
    const probe = async (cookie: string) => {
      const other = client();
      other.cookie = cookie;
      return (await other.get("/api/users/me")).status;
    };
    const now = Date.now();
    expect(await probe(cookieFor(now - 20 * day, now - 6 * day))).toBe(200);
    expect(await probe(cookieFor(now - 20 * day, now - 8 * day))).toBe(401);
    expect(await probe(cookieFor(now - 31 * day, now - 1000))).toBe(401);
    expect(c.cookie).toBeDefined();
    await sealer.close();
  });

  it("ignores a logout link followed from another site", async () => {
    const { c } = await signUp();
    const res = await c.get("/api/logout", { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await c.get("/api/users/me")).status).toBe(200);
  });

  /** A logout as a browser without Sec-Fetch-Site sends it: only the headers given, and the session cookie. */
  const logOut = (c: TestClient, method: "GET" | "POST", headers: Record<string, string>) =>
    t.app.inject({
      method,
      url: method === "GET" ? "/api/logout" : "/trpc/account.signOut",
      headers: { ...(c.cookie ? { cookie: c.cookie } : {}), ...(method === "POST" ? { "content-type": "application/json" } : {}), ...headers },
      ...(method === "POST" ? { payload: "{}" } : {}),
    });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["an opaque Origin", { origin: "null" }],
    ["a foreign Referer", { referer: "https://evil.example/page" }],
    ["a Referer that is not a URL", { referer: "evil" }],
    ["its own Origin but a foreign Referer", { origin: "http://localhost:3000", referer: "https://evil.example/" }],
    ["a foreign Referer beside Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin", referer: "https://evil.example/" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
  ])("refuses a logout from another site given away by %s, on both transports", async (_what, headers) => {
    const { c } = await signUp();
    const rest = await logOut(c, "GET", headers);
    expect({ status: rest.statusCode, body: rest.json() }).toEqual({ status: 403, body: { success: false, error: MESSAGES.crossSiteRequest } });
    expect((await logOut(c, "POST", headers)).statusCode).toBe(403);
    expect((await c.get("/api/users/me")).status).toBe(200);
  });

  it("logs out a request from the app's own pages, by Origin, Referer, Sec-Fetch-Site or none of them", async () => {
    const ownRequests: Array<Record<string, string>> = [
      { origin: "http://localhost:3000", referer: "http://localhost:3000/dashboard" },
      { referer: "http://localhost:3000/admin/campaigns?page=2" },
      { "sec-fetch-site": "same-origin", referer: "http://localhost:3000/" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const method of ["GET", "POST"] as const) {
      for (const headers of ownRequests) {
        const { c } = await signUp();
        const res = await logOut(c, method, headers);
        expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(200);
        expect((await c.get("/api/users/me")).status).toBe(401);
      }
    }
  });
});

describe("cross-site request defence", () => {
  it("refuses a cross-site form POST and a foreign Origin, and serves the SPA's own requests", async () => {
    const { input } = await signUp();
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      payload: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({ success: false, error: MESSAGES.crossSiteRequest });
    expect(form.headers["set-cookie"]).toBeUndefined();

    const oldBrowser = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(oldBrowser.statusCode).toBe(403);

    const plainText = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(plainText.statusCode).toBe(415);

    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("guards the writes of every area, the visitors' and tRPC's included, and never a read", async () => {
    const crossSite = { "content-type": "application/json", "sec-fetch-site": "cross-site" };
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact/submit",
      headers: crossSite,
      payload: JSON.stringify({ name: "Eve", email: "eve@example.com", subject: "Hi", message: "Cross-site hello" }),
    });
    expect(contact.statusCode).toBe(403);
    expect(contact.json()).toEqual({ success: false, error: MESSAGES.crossSiteRequest });
    expect(await t.ctx.db.prisma.contactMessage.count({ where: { email: "eve@example.com" } })).toBe(0);
    const trpc = await t.app.inject({ method: "POST", url: "/trpc/account.updateProfile", headers: crossSite, payload: "{}" });
    expect(trpc.statusCode).toBe(403);
    const read = await t.app.inject({ method: "GET", url: "/api/campaigns/trending", headers: { "sec-fetch-site": "cross-site" } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true });
  });
});

describe("profile", () => {
  it("starts from the spec's defaults, saves the fields and reads them back", async () => {
    const { c } = await signUp({ firstName: "Katherine", lastName: "Johnson" });
    expect((await c.get("/api/user/profile")).body).toEqual({
      success: true,
      data: { display_name: "Katherine Johnson", bio: null, website: null, notifications: true, public_profile: false },
    });
    const saved = await c.post("/api/user/profile", {
      display_name: " Kat ",
      bio: "Mathematician",
      website: "https://nasa.example/kj",
      notifications: false,
      public_profile: true,
    });
    expect(saved.status).toBe(200);
    const expected = { display_name: "Kat", bio: "Mathematician", website: "https://nasa.example/kj", notifications: false, public_profile: true };
    expect(saved.body).toEqual({ success: true, data: expected });
    expect((await c.get("/api/user/profile")).body).toEqual({ success: true, data: expected });
  });

  it("refuses a website that is not http(s) and over-long fields, naming them", async () => {
    const { c } = await signUp();
    const js = await c.post("/api/user/profile", { website: "javascript:alert(1)" });
    expect(js.status).toBe(400);
    expect(js.body.error).toBe("website: Website must be a URL starting with http:// or https://");
    const long = await c.post("/api/user/profile", { bio: "b".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("bio: Bio must be at most 500 characters");
    const wrongType = await c.post("/api/user/profile", { notifications: "yes" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/^notifications:/);
  });
});

describe("admin status", () => {
  it("is false for creators and true for ADMIN_EMAILS or granted accounts", async () => {
    const { c } = await signUp();
    expect((await c.get("/api/admin/check-status")).body).toEqual({ success: true, data: { isAdmin: false } });
    const boss = await signUp({ email: "Boss@Example.com" });
    expect(boss.res.status).toBe(200);
    expect((await boss.c.get("/api/admin/check-status")).body).toEqual({ success: true, data: { isAdmin: true } });
    const granted = await signUp();
    await t.ctx.db.prisma.user.update({ where: { email: granted.input.email }, data: { isAdmin: true } });
    expect((await granted.c.get("/api/admin/check-status")).body).toEqual({ success: true, data: { isAdmin: true } });
  });
});

describe("sign-up budget", () => {
  it("answers 429 to one address creating account after account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await client().post(
        "/api/auth/register",
        { email: `bulk${i}@example.com`, password: "correct horse battery", firstName: "B", lastName: "K" },
        { "x-forwarded-for": "192.0.2.200" },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});

describe("over HTTPS", () => {
  it("names the cookie __Host- and marks it Secure", async () => {
    const https = await createTestApp({}, { APP_ORIGIN: "https://twend.example" });
    try {
      const c = new TestClient(https.app);
      const res = await c.post("/api/auth/register", { email: "secure@example.com", password: "correct horse battery", firstName: "A", lastName: "B" });
      expect(res.setCookie).toMatch(/^__Host-twend_session=/);
      expect(res.setCookie).toMatch(/; Secure/i);
      expect(res.setCookie).toMatch(/Path=\//);
      expect(res.setCookie).not.toMatch(/Domain=/i);
    } finally {
      await https.close();
    }
  });
});
