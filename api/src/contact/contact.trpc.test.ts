import { readOutbox } from "@twend/mail/testing";
import { dataPaths } from "@twend/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let ip = 0;
const visitor = () => {
  ip += 1;
  const c = new TestClient(t.app);
  return (url: string, body: unknown) => c.post(url, body, { "x-forwarded-for": `10.88.0.${ip}` });
};
const valid = { name: "Grace Hopper", email: "Grace@Example.com", subject: "partnership", message: "We would like to run our campaign on Twend." };

beforeAll(async () => {
  t = await createTestApp({}, { CONTACT_EMAIL: "team@twend.example" });
});
afterAll(() => t.close());

describe("POST /api/contact/submit", () => {
  it("stores the message and mails it to the team address", async () => {
    expect((await visitor()("/api/contact/submit", valid)).body).toEqual({ success: true });
    const stored = await t.ctx.db.prisma.contactMessage.findFirstOrThrow({ where: { name: "Grace Hopper" } });
    expect(stored).toMatchObject({ email: "grace@example.com", subject: "partnership", message: valid.message });
    const mails = await readOutbox(dataPaths(t.ctx.config).outbox);
    const mail = mails.find((m) => m.to === "team@twend.example");
    expect(mail?.subject).toBe("[Twend contact · partnership] from Grace Hopper");
    expect(mail?.text).toContain("From: Grace Hopper <grace@example.com>");
  });

  it("refuses missing fields, a malformed email, an unknown subject and an oversized message with 400", async () => {
    const send = visitor();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: "  " }, "name: Name is required"],
      [{ ...valid, email: "not-an-email" }, "email: Please enter a valid email address"],
      [{ ...valid, subject: "lottery" }, "subject: Subject must be one of: general, support, billing, feature, partnership, press, other"],
      [{ ...valid, message: "x".repeat(5001) }, "message: Message must be at most 5000 characters"],
    ];
    for (const [body, error] of cases) expect((await send("/api/contact/submit", body)).body).toEqual({ success: false, error });
  });

  it("stops one address after a handful of messages an hour", async () => {
    const send = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send("/api/contact/submit", valid)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("subscribes once: a second sign-up is fine and adds no row; the welcome mail carries a working unsubscribe link", async () => {
    const send = visitor();
    expect((await send("/api/newsletter/subscribe", { email: "Reader@Example.com" })).body).toEqual({ success: true });
    expect((await send("/api/newsletter/subscribe", { email: "reader@example.com" })).body).toEqual({ success: true });
    expect(await t.ctx.db.prisma.newsletterSubscription.count({ where: { email: "reader@example.com" } })).toBe(1);

    const mails = (await readOutbox(dataPaths(t.ctx.config).outbox)).filter((m) => m.to === "reader@example.com");
    expect(mails).toHaveLength(1);
    const link = /http:\/\/localhost:3000(\/newsletter\/unsubscribe\?token=[\w%-]+)/.exec(mails[0]?.text ?? "")?.[1];
    expect(link).toBeDefined();
    const page = await t.app.inject({ method: "GET", url: link ?? "" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("You are unsubscribed");
    expect((await t.ctx.db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: "reader@example.com" } })).unsubscribedAt).not.toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/newsletter/unsubscribe?token=forged" })).statusCode).toBe(404);

    // Subscribing again after leaving turns the same row back on.
    await send("/api/newsletter/subscribe", { email: "reader@example.com" });
    expect((await t.ctx.db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: "reader@example.com" } })).unsubscribedAt).toBeNull();
  });

  it("refuses an empty or malformed email with 400", async () => {
    const send = visitor();
    expect((await send("/api/newsletter/subscribe", { email: "" })).body).toEqual({ success: false, error: "email: Email is required" });
    expect((await send("/api/newsletter/subscribe", { email: "nope" })).status).toBe(400);
    expect((await send("/api/newsletter/subscribe", {})).status).toBe(400);
  });
});
