import { readOutbox, startTestSmtpServer, type TestSmtpServer } from "@twend/mail/testing";
import { MESSAGES } from "@twend/shared";
import { simpleParser } from "mailparser";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { RESET_TOKEN_TTL_MS } from "./reset-token.ts";

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Twend <no-reply@twend.test>", APP_ORIGIN: "http://twend.test" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
async function account(email = `reset${++counter}@example.com`, password = "original secret words") {
  const c = new TestClient(t.app);
  const res = await c.post("/api/auth/register", { email, password, firstName: "Rosa", lastName: "Parks" }, { "x-forwarded-for": `10.2.0.${counter}` });
  expect(res.status).toBe(200);
  return { c, email, password };
}

async function eventually<T>(find: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The reset link of the newest mail the SMTP server received for `to`. */
async function linkMailedTo(to: string, after: number): Promise<{ link: URL; subject: string | undefined; from: string | undefined }> {
  const mail = await eventually(async () => smtp.received.slice(after).find((m) => m.rcptTo.includes(to)), `a mail to ${to}`);
  const parsed = await simpleParser(mail.raw);
  const href = /http:\/\/twend\.test\/reset-password\?token=[A-Za-z0-9_-]+/.exec(parsed.text ?? "")?.[0];
  if (!href) throw new Error(`no reset link in: ${parsed.text}`);
  return { link: new URL(href), subject: parsed.subject, from: parsed.from?.text };
}

describe("password reset over SMTP", () => {
  it("mails a link that sets a new password once and signs out every session", async () => {
    const { c, email, password } = await account();
    const before = smtp.received.length;
    const asked = await new TestClient(t.app).post("/api/auth/forgot-password", { email: email.toUpperCase() });
    expect(asked.body).toEqual({ success: true });

    const { link, subject, from } = await linkMailedTo(email, before);
    expect(subject).toBe("Reset your Twend password");
    expect(from).toBe('"Twend" <no-reply@twend.test>');
    const token = link.searchParams.get("token") ?? "";
    expect(token).toHaveLength(43);

    const stored = await t.ctx.db.prisma.passwordResetToken.findMany({ where: { user: { email } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - (stored[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - RESET_TOKEN_TTL_MS)).toBeLessThan(5000);

    const reset = await new TestClient(t.app).post("/api/auth/reset-password", { token, password: "brand new secret words" });
    expect(reset.body).toEqual({ success: true });

    expect((await c.get("/api/users/me")).status).toBe(401);
    const login = (pw: string) => new TestClient(t.app).post("/api/auth/login", { email, password: pw });
    expect((await login(password)).status).toBe(401);
    expect((await login("brand new secret words")).status).toBe(200);

    const again = await new TestClient(t.app).post("/api/auth/reset-password", { token, password: "a third secret phrase" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: MESSAGES.invalidResetLink });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = smtp.received.length;
    const res = await new TestClient(t.app).post("/api/auth/forgot-password", { email: "ghost@example.com" }, { "x-forwarded-for": "10.9.9.9" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.slice(before).some((m) => m.rcptTo.includes("ghost@example.com"))).toBe(false);
  });

  it("answers a known and an unknown address alike, before looking either up, and does the work after", async () => {
    const { email } = await account();
    const before = smtp.received.length;
    const ask = (address: string, ip: string) => new TestClient(t.app).post("/api/auth/forgot-password", { email: address }, { "x-forwarded-for": ip });
    // While accounts and tokens are locked, an answer that waited for the lookup or the token could not come.
    const answered = await t.ctx.db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE users, password_reset_tokens IN ACCESS EXCLUSIVE MODE`;
        const replies = await Promise.race([
          Promise.all([ask(email, "10.4.0.1"), ask("nobody-here@example.com", "10.4.0.2")]),
          new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 3000)),
        ]);
        const tokens = await tx.passwordResetToken.count({ where: { user: { email } } });
        return { replies, tokens };
      },
      { timeout: 15_000 },
    );
    expect(answered.tokens).toBe(0);
    if (answered.replies === "still waiting") throw new Error("forgot-password waited for the account lookup before answering");
    const [known, unknown] = answered.replies;
    const shape = (reply: typeof known) => ({ status: reply.status, body: reply.body, length: reply.headers["content-length"], type: reply.headers["content-type"] });
    expect(shape(known)).toEqual(shape(unknown));
    expect(shape(known)).toMatchObject({ status: 200, body: { success: true } });

    await linkMailedTo(email, before);
    expect(await t.ctx.db.prisma.passwordResetToken.count({ where: { user: { email } } })).toBe(1);
    expect(smtp.received.slice(before).some((m) => m.rcptTo.includes("nobody-here@example.com"))).toBe(false);
  });

  it("refuses expired, unknown and superseded links, and weak new passwords", async () => {
    const { email } = await account();
    let before = smtp.received.length;
    await new TestClient(t.app).post("/api/auth/forgot-password", { email });
    const first = (await linkMailedTo(email, before)).link.searchParams.get("token") ?? "";
    before = smtp.received.length;
    await new TestClient(t.app).post("/api/auth/forgot-password", { email });
    const second = (await linkMailedTo(email, before)).link.searchParams.get("token") ?? "";

    const reset = (token: string, password = "perfectly fine words") => new TestClient(t.app).post("/api/auth/reset-password", { token, password });
    expect((await reset(first)).body).toEqual({ success: false, error: MESSAGES.invalidResetLink });
    expect((await reset("made-up-token")).status).toBe(400);
    expect((await reset(second, "short")).body).toEqual({ success: false, error: `password: ${MESSAGES.passwordTooShort}` });
    expect((await reset(second, "password123")).body).toEqual({ success: false, error: MESSAGES.passwordTooCommon });

    await t.ctx.db.prisma.passwordResetToken.updateMany({ where: { user: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await reset(second)).body).toEqual({ success: false, error: MESSAGES.invalidResetLink });
  });

  it("validates the request and limits how often one address can be mailed", async () => {
    const blank = await new TestClient(t.app).post("/api/auth/forgot-password", { email: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(`email: ${MESSAGES.enterEmail}`);

    const { email } = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await new TestClient(t.app).post("/api/auth/forgot-password", { email }, { "x-forwarded-for": `10.3.0.${i}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe("password reset without SMTP", () => {
  it("writes the mail to the outbox in DATA_DIR, where a developer finds the link", async () => {
    const local = await createTestApp();
    try {
      const c = new TestClient(local.app);
      await c.post("/api/auth/register", { email: "dev@example.com", password: "original secret words", firstName: "D", lastName: "V" });
      await c.post("/api/auth/forgot-password", { email: "dev@example.com" });
      const outbox = path.join(local.dataDir, "outbox");
      const mail = await eventually(async () => (await readOutbox(outbox)).find((m) => m.to === "dev@example.com"), "the outbox mail");
      expect(mail.subject).toBe("Reset your Twend password");
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
      expect((await c.post("/api/auth/reset-password", { token, password: "another secret phrase" })).body).toEqual({ success: true });
    } finally {
      await local.close();
    }
  });
});
