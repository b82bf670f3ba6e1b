import { Writable } from "node:stream";
import { MESSAGES } from "@twend/shared";
import { OAuth2Server, type MutableResponse, type MutableToken } from "oauth2-mock-server";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const CLIENT_ID = "twend-test-client";
const CLIENT_SECRET = "twend-test-secret";
const CALLBACK = "http://localhost:3000/auth/callback";

/** The person "signing in at Google": what the provider's userinfo endpoint answers. */
interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

let idp: OAuth2Server;
let issuerUrl: string;
let t: TestApp;
let identity: Identity;
/** Overrides of the id_token's claims, for the tests about them. */
let idToken: { iss?: string; sub?: string } = {};
const logLines: string[] = [];

let people = 0;
function newIdentity(overrides: Partial<Identity> = {}): Identity {
  people += 1;
  return {
    sub: `10${people}77${people}`,
    email: `google.user${people}@gmail.example`,
    email_verified: true,
    name: `Google User ${people}`,
    given_name: "Google",
    family_name: `User ${people}`,
    picture: `https://lh3.googleusercontent.example/a/pic${people}`,
    ...overrides,
  };
}

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  issuerUrl = idp.issuer.url ?? "";
  // Fires for the access token and the id_token alike; the subject must be the same person's in both.
  idp.service.on("beforeTokenSigning", (token: MutableToken) => {
    token.payload.sub = idToken.sub ?? identity.sub;
    if (idToken.iss !== undefined) token.payload.iss = idToken.iss;
  });
  idp.service.on("beforeUserinfo", (res: MutableResponse) => {
    res.body = { ...identity };
  });

  const logger = pino(
    { level: "warn" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  t = await createTestApp(
    { logger },
    {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${issuerUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${issuerUrl}/token`,
      GOOGLE_USERINFO_URL: `${issuerUrl}/userinfo`,
    },
  );
});
afterAll(async () => {
  await t.close();
  await idp.stop();
});
beforeEach(() => {
  identity = newIdentity();
  idToken = {};
});

const client = () => new TestClient(t.app);

let addresses = 0;
/** A client address of its own per call: the per-IP budget is tested once, on purpose, below. */
function freshIp(): Record<string, string> {
  addresses += 1;
  return { "x-forwarded-for": `10.7.${addresses >> 8}.${addresses & 255}` };
}

async function startGoogle(c: TestClient): Promise<URL> {
  const res = await c.get("/api/oauth/google/redirect_url");
  expect(res.status).toBe(200);
  return new URL(String(res.body.redirectUrl));
}

/** What the browser does at the provider: consent, then a redirect to the SPA's callback page with code and state. */
async function consent(authUrl: URL): Promise<{ code: string; state: string }> {
  const res = await fetch(authUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

/** The whole flow as the SPA drives it. */
async function googleSignIn(c = client()) {
  const callback = await consent(await startGoogle(c));
  const res = await c.post("/api/sessions", callback, freshIp());
  return { c, res, callback };
}

async function register(email: string) {
  const c = client();
  const res = await c.post("/api/auth/register", { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" }, freshIp());
  expect(res.status).toBe(200);
  return t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
}

const usersWithSub = (sub: string) => t.ctx.db.prisma.user.count({ where: { googleSub: sub } });

describe("GET /api/oauth/google/redirect_url", () => {
  it("points at the consent page with the client, callback, scopes, a state and an S256 PKCE challenge", async () => {
    const c = client();
    const res = await c.get("/api/oauth/google/redirect_url");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["redirectUrl"]);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.setCookie).toMatch(/^twend_session=[^;]+;.*HttpOnly/i);

    const url = new URL(String(res.body.redirectUrl));
    expect(`${url.origin}${url.pathname}`).toBe(`${issuerUrl}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(params)).not.toContain(CLIENT_SECRET);

    const again = new URL(String((await c.get("/api/oauth/google/redirect_url")).body.redirectUrl));
    expect(again.searchParams.get("state")).not.toBe(params.state);
    expect(again.searchParams.get("code_challenge")).not.toBe(params.code_challenge);
  });
});

describe("POST /api/sessions", () => {
  it("creates an account for a new Google user, signs it in and returns the user", async () => {
    identity = newIdentity({ email: "New.Person@Gmail.Example" });
    const { c, res } = await googleSignIn();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        email: "new.person@gmail.example",
        google_sub: identity.sub,
        google_user_data: { name: identity.name, picture: identity.picture, email_verified: true },
      },
    });
    expect(res.setCookie).toMatch(/^twend_session=/);

    const me = await c.get("/api/users/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "new.person@gmail.example",
      google_sub: identity.sub,
      google_user_data: { name: identity.name, picture: identity.picture, email_verified: true },
    });
    expect(typeof me.body.last_signed_in_at).toBe("string");

    const row = await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email: "new.person@gmail.example" } });
    expect(row).toMatchObject({ passwordHash: null, googleIssuer: issuerUrl, firstName: "Google", lastName: identity.family_name });
  });

  it("finds the same account on the next sign-in and refreshes the name and picture", async () => {
    const first = await googleSignIn();
    expect(first.res.status).toBe(200);
    identity = { ...identity, name: "Renamed Person", picture: "https://lh3.googleusercontent.example/a/new" };
    const second = await googleSignIn();
    expect(second.res.status).toBe(200);
    expect(second.res.body).toMatchObject({ data: { id: (first.res.body.data as { id: string }).id } });
    expect(await usersWithSub(identity.sub)).toBe(1);
    expect((await second.c.get("/api/users/me")).body).toMatchObject({
      google_user_data: { name: "Renamed Person", picture: "https://lh3.googleusercontent.example/a/new" },
    });
  });

  it("links an existing e-mail account when Google has verified the address, ending its password and sessions", async () => {
    const registrant = client();
    const registered = await registrant.post(
      "/api/auth/register",
      { email: "Linked.Person@Example.com", password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
      freshIp(),
    );
    expect(registered.status).toBe(200);
    const existing = await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email: "linked.person@example.com" } });
    identity = newIdentity({ email: "LINKED.person@example.com", email_verified: true });
    const { c, res } = await googleSignIn();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: existing.id, email: "linked.person@example.com", google_sub: identity.sub } });
    expect((await c.get("/api/users/me")).body).toMatchObject({ id: existing.id, google_sub: identity.sub });

    const row = await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    // Whoever registered the address never proved they own it: their password and session stop working.
    expect(row.passwordHash).toBeNull();
    expect(row).toMatchObject({ firstName: "Ada", googleSub: identity.sub, googleEmailVerified: true });
    expect(await t.ctx.db.prisma.user.count({ where: { email: "linked.person@example.com" } })).toBe(1);
    expect((await registrant.get("/api/users/me")).status).toBe(401);
    const login = await client().post("/api/auth/login", { email: "linked.person@example.com", password: "correct horse battery" }, freshIp());
    expect(login.status).toBe(401);
    expect((await c.get("/api/users/me")).status).toBe(200);
  });

  it("refuses to link an e-mail account when Google has not verified the address", async () => {
    const existing = await register("unverified.owner@example.com");
    identity = newIdentity({ email: "unverified.owner@example.com", email_verified: false });
    const { c, res } = await googleSignIn();
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: MESSAGES.googleEmailUnverified });
    expect((await c.get("/api/users/me")).status).toBe(401);
    expect(await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } })).toEqual(existing);
    expect(await usersWithSub(identity.sub)).toBe(0);
  });

  it("never moves an account already linked to another Google identity", async () => {
    const owner = await googleSignIn();
    expect(owner.res.status).toBe(200);
    identity = newIdentity({ email: identity.email });
    const other = await googleSignIn();
    expect(other.res.status).toBe(409);
    expect(other.res.body).toEqual({ success: false, error: MESSAGES.emailTaken });
    expect(await usersWithSub(identity.sub)).toBe(0);
  });

  it("refuses a missing or different state, and a code from a sign-in another browser started", async () => {
    const refused = { success: false, error: MESSAGES.googleExchangeFailed };

    const missing = client();
    const m = await consent(await startGoogle(missing));
    const noState = await missing.post("/api/sessions", { code: m.code }, freshIp());
    expect(noState.status).toBe(400);
    expect(noState.body).toEqual(refused);

    const wrong = client();
    const w = await consent(await startGoogle(wrong));
    const wrongState = await wrong.post("/api/sessions", { code: w.code, state: `${w.state.slice(0, -1)}${w.state.endsWith("x") ? "y" : "x"}` }, freshIp());
    expect(wrongState.status).toBe(400);
    expect(wrongState.body).toEqual(refused);
    // The pending sign-in was used up by the failed attempt: the right state no longer works either.
    expect((await wrong.post("/api/sessions", w, freshIp())).status).toBe(400);

    const victim = client();
    const v = await consent(await startGoogle(victim));
    const stranger = client();
    expect((await stranger.post("/api/sessions", v, freshIp())).status).toBe(400);
    await startGoogle(stranger);
    expect((await stranger.post("/api/sessions", v, freshIp())).status).toBe(400);

    for (const c of [missing, wrong, stranger]) expect((await c.get("/api/users/me")).status).toBe(401);
    expect(await usersWithSub(identity.sub)).toBe(0);
  });

  it("answers 401 to a reused or made-up code, and logs why", async () => {
    const { c, res, callback } = await googleSignIn();
    expect(res.status).toBe(200);
    logLines.length = 0;

    const fresh = await consent(await startGoogle(c));
    const reused = await c.post("/api/sessions", { code: callback.code, state: fresh.state }, freshIp());
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ success: false, error: MESSAGES.googleExchangeFailed });
    expect(logLines.some((line) => line.includes("code exchange failed") && line.includes('"status":400'))).toBe(true);
    expect(logLines.join("")).not.toContain(callback.code);

    const other = client();
    const started = await consent(await startGoogle(other));
    const madeUp = await other.post("/api/sessions", { code: "not-a-real-code", state: started.state }, freshIp());
    expect(madeUp.status).toBe(401);
    expect(madeUp.body).toEqual({ success: false, error: MESSAGES.googleExchangeFailed });
    expect((await other.get("/api/users/me")).status).toBe(401);
  });

  it("answers 401 when the provider fails or sends an unusable profile", async () => {
    const failures: Array<() => void> = [
      () => idp.service.once("beforeResponse", (res: MutableResponse) => Object.assign(res, { statusCode: 500, body: { error: "server_error" } })),
      () => idp.service.once("beforeResponse", (res: MutableResponse) => Object.assign(res, { body: { token_type: "Bearer" } })),
      () => idp.service.once("beforeUserinfo", (res: MutableResponse) => Object.assign(res, { statusCode: 401, body: { error: "invalid_token" } })),
      () => (identity = newIdentity({ email: undefined })),
      () => (idToken = { sub: "someone-else" }),
    ];
    for (const [i, arrange] of failures.entries()) {
      identity = newIdentity();
      idToken = {};
      arrange();
      const { c, res } = await googleSignIn();
      expect(res.status, `case ${i}`).toBe(401);
      expect(res.body, `case ${i}`).toEqual({ success: false, error: MESSAGES.googleExchangeFailed });
      expect((await c.get("/api/users/me")).status).toBe(401);
      expect(await usersWithSub(identity.sub)).toBe(0);
    }
  });

  it("refuses a deactivated account with 403", async () => {
    const first = await googleSignIn();
    expect(first.res.status).toBe(200);
    await t.ctx.db.prisma.user.update({ where: { email: identity.email }, data: { isActive: false } });
    const again = await googleSignIn();
    expect(again.res.status).toBe(403);
    expect(again.res.body).toEqual({ success: false, error: MESSAGES.accountDeactivated });
    expect((await again.c.get("/api/users/me")).status).toBe(401);
    expect((await first.c.get("/api/users/me")).status).toBe(401);
  });

  it("keys the identity on the id_token's issuer, with Google's bare spelling normalized", async () => {
    idToken = { iss: "accounts.google.com" };
    const { res } = await googleSignIn();
    expect(res.status).toBe(200);
    const row = await t.ctx.db.prisma.user.findFirstOrThrow({ where: { googleSub: identity.sub } });
    expect(row.googleIssuer).toBe("https://accounts.google.com");
  });

  it("gives two simultaneous first sign-ins one account", async () => {
    const a = client();
    const b = client();
    const [ca, cb] = [await consent(await startGoogle(a)), await consent(await startGoogle(b))];
    const [ra, rb] = await Promise.all([a.post("/api/sessions", ca, freshIp()), b.post("/api/sessions", cb, freshIp())]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(await usersWithSub(identity.sub)).toBe(1);
  });

  it("names a missing or empty code", async () => {
    const empty = await client().post("/api/sessions", { code: " ", state: "abc" }, freshIp());
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, error: `code: ${MESSAGES.googleNoCode}` });
    const missing = await client().post("/api/sessions", { state: "abc" }, freshIp());
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error: expect.stringMatching(/^code: /) });
  });

  it("answers 429 to one address posting codes over and over", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await client().post("/api/sessions", { code: `guess-${i}`, state: "guess" }, { "x-forwarded-for": "192.0.2.99" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("without Google configured", () => {
  it("answers 400 on both endpoints", async () => {
    const bare = await createTestApp();
    try {
      const c = new TestClient(bare.app);
      for (const res of [await c.get("/api/oauth/google/redirect_url"), await c.post("/api/sessions", { code: "abc", state: "def" })]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, error: MESSAGES.googleNotConfigured });
      }
    } finally {
      await bare.close();
    }
  });
});

describe("with Google's own endpoints and an unreachable token endpoint", () => {
  it("sends the browser to Google's consent page and answers 401, not 500, when the exchange cannot connect", async () => {
    const offline = await createTestApp({}, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_TOKEN_URL: "http://127.0.0.1:1/token" });
    try {
      const c = new TestClient(offline.app);
      const url = new URL(String((await c.get("/api/oauth/google/redirect_url")).body.redirectUrl));
      expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
      const res = await c.post("/api/sessions", { code: "4/0Abc", state: url.searchParams.get("state") });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: MESSAGES.googleExchangeFailed });
    } finally {
      await offline.close();
    }
  });
});
