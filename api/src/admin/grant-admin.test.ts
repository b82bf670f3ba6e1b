import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { grantAdmin, UnknownAccountError } from "./grant-admin.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("grantAdmin", () => {
  it("makes an existing account an admin, found case-insensitively", async () => {
    const c = new TestClient(t.app);
    await c.post("/api/auth/register", { email: "lead@example.com", password: "correct horse battery", firstName: "L", lastName: "D" });
    expect((await c.get("/api/admin/check-status")).body).toEqual({ success: true, data: { isAdmin: false } });
    const user = await grantAdmin(t.ctx.db.prisma, " Lead@Example.com ");
    expect(user.isAdmin).toBe(true);
    expect((await c.get("/api/admin/check-status")).body).toEqual({ success: true, data: { isAdmin: true } });
  });

  it("refuses an address with no account", async () => {
    await expect(grantAdmin(t.ctx.db.prisma, "nobody@example.com")).rejects.toBeInstanceOf(UnknownAccountError);
  });
});
