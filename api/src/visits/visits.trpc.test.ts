import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  t.app.inject({ method: "POST", url: "/api/track-visit", payload: typeof payload === "string" ? payload : JSON.stringify(payload), headers });

describe("POST /api/track-visit", () => {
  it("stores the visit", async () => {
    const res = await post({ session_id: "3f2b9c1e-aaaa-bbbb-cccc-1234567890ab", page_path: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = await t.ctx.db.prisma.visit.findMany();
    expect(rows).toEqual([expect.objectContaining({ sessionId: "3f2b9c1e-aaaa-bbbb-cccc-1234567890ab", pagePath: "/" })]);
  });

  it("refuses bad input with a 400 that names the field, and stores nothing", async () => {
    const before = await t.ctx.db.prisma.visit.count();
    const missing = await post({ page_path: "/" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, error: expect.stringMatching(/^session_id: /) });
    const badPath = await post({ session_id: "abcdefgh1234", page_path: "no-slash" });
    expect(badPath.json().error).toBe("page_path: page_path must start with /");
    expect((await post("{not json")).statusCode).toBe(400);
    expect((await post(["array"])).statusCode).toBe(400);
    expect((await post({ session_id: "abcdefgh1234", page_path: `/${"p".repeat(600)}` })).statusCode).toBe(400);
    expect(await t.ctx.db.prisma.visit.count()).toBe(before);
  });
});
