import { MESSAGES } from "@twend/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUp(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post("/api/auth/register", { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" });
  expect(res.status).toBe(200);
  expect((await c.post("/trpc/account.updateProfile", { display_name: "Ada L.", bio: "Counts things", website: null })).status).toBe(200);
  return c;
}

const profileOf = async (email: string) =>
  (await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email }, select: { profile: { select: { displayName: true, bio: true } } } })).profile;

describe("/trpc takes JSON bodies only", () => {
  // What a cross-site form can send without a preflight; none carries an Origin here, as some browsers omit it.
  const bodies = [
    { type: "multipart/form-data; boundary=x", payload: '--x\r\nContent-Disposition: form-data; name="display_name"\r\n\r\n\r\n--x--\r\n' },
    { type: "application/x-www-form-urlencoded", payload: "display_name=&bio=" },
    { type: "text/plain", payload: '{"display_name":null,"bio":null}' },
  ];

  it("refuses a form, multipart or text body with 415 and leaves the profile as it was", async () => {
    const email = "victim@example.com";
    const c = await signUp(email);
    for (const { type, payload } of bodies) {
      const res = await t.app.inject({ method: "POST", url: "/trpc/account.updateProfile", headers: { "content-type": type, cookie: c.cookie ?? "" }, payload });
      expect(res.statusCode, type).toBe(415);
    }
    expect(await profileOf(email)).toEqual({ displayName: "Ada L.", bio: "Counts things" });
  });

  it("still refuses a cross-site JSON write with 403", async () => {
    const email = "cross-site@example.com";
    const c = await signUp(email);
    const res = await c.post("/trpc/account.updateProfile", { display_name: null, bio: null, website: null }, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await profileOf(email)).toEqual({ displayName: "Ada L.", bio: "Counts things" });
  });
});

describe("tRPC error answers", () => {
  it("carry no stack, and an unexpected failure's message is the generic one, not the database's", async () => {
    // A real database failure: the table the read needs is gone for the length of one call.
    await t.ctx.db.query("ALTER TABLE campaigns RENAME TO campaigns_away");
    let res;
    try {
      const input = encodeURIComponent(JSON.stringify({ shortId: "not-cached" }));
      res = await t.app.inject({ method: "GET", url: `/trpc/campaigns.byShortId?input=${input}` });
    } finally {
      await t.ctx.db.query("ALTER TABLE campaigns_away RENAME TO campaigns");
    }
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/relation|exist|stack|\.ts\b/);
    expect(res.json()).toEqual({
      error: { message: MESSAGES.internal, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "campaigns.byShortId" } },
    });
  });

  it("carry no stack on a client error either", async () => {
    const res = await t.app.inject({ method: "GET", url: "/trpc/account.updateProfile" });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.data).not.toHaveProperty("stack");
  });
});

describe("/trpc holds each call's body to its own limit before reading it", () => {
  const visit = () => JSON.stringify({ session_id: "s".repeat(20), page_path: `/${"x".repeat(2 * 1024 * 1024)}` });

  it("refuses a body over the procedure's limit by its declared length, and one sent in chunks once it passes it", async () => {
    const declared = await t.app.inject({
      method: "POST",
      url: "/trpc/visits.track",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      payload: visit(),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ success: false, error: "Request body is too large" });

    const { Readable } = await import("node:stream");
    const chunked = await t.app.inject({
      method: "POST",
      url: "/trpc/visits.track",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "transfer-encoding": "chunked" },
      payload: Readable.from([visit()]),
    });
    expect(chunked.statusCode).toBe(413);
  });

  it("gives an upload's limit only to one call alone from a caller the procedure accepts, before reading the body", async () => {
    const { Readable } = await import("node:stream");
    const bigJson = () => JSON.stringify({ 0: { pad: "x".repeat(2 * 1024 * 1024) } });
    const post = (url: string, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "transfer-encoding": "chunked", ...(cookie ? { cookie } : {}) },
        payload: Readable.from([bigJson()]),
      });
    // A batch naming an upload beside a small call, and an upload for signed-in creators by an anonymous caller.
    for (const url of ["/trpc/visits.track,batches.create?batch=1", "/trpc/batches.create?batch=1", "/trpc/studio.create"]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({ success: false, error: "Request body is too large" });
    }
    // The same body from a signed-in creator reaches the procedure, which refuses the input, not its size.
    const creator = new TestClient(t.app);
    await creator.post("/api/auth/register", { email: "limits@example.com", password: "correct horse battery", firstName: "L", lastName: "M" });
    const signedIn = await post("/trpc/batches.create?batch=1", creator.cookie);
    expect(signedIn.statusCode).toBe(400);
    // Never in a batch beside other calls, whoever sends it.
    for (const url of ["/trpc/visits.track,batches.create?batch=1", "/trpc/batches.create,batches.create?batch=1"]) {
      const res = await post(url, creator.cookie);
      expect([url, res.statusCode]).toEqual([url, 413]);
    }
    // A public upload takes its limit from anyone, within its budget.
    expect((await post("/trpc/sharedDps.create?batch=1")).statusCode).toBe(400);
  });
});
