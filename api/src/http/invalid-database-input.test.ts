import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { invalidDatabaseInput } from "./invalid-database-input.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the database layer throws for a call, as it really throws it. */
async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("the call did not fail");
}

describe("a value the database refuses, behind the schemas", () => {
  it("is the client's fault: 400, whichever layer reports it", async () => {
    const prisma = t.ctx.db.prisma;
    const failures = [
      await failureOf(() => prisma.campaign.findFirst({ where: { shortId: "a\0b" } })),
      await failureOf(() => prisma.campaign.findFirst({ where: { shortId: "a\ud800b" } })),
      await failureOf(() => prisma.campaign.findFirst({ where: { id: 2_147_483_648 } })),
      await failureOf(() => t.ctx.db.query("SELECT $1::text", ["a\0b"])),
    ];
    for (const failure of failures) expect(invalidDatabaseInput(failure), String(failure)).toMatchObject({ statusCode: 400 });
  });

  it("leaves every other failure a server error", async () => {
    const missingTable = await failureOf(() => t.ctx.db.query("SELECT * FROM no_such_table"));
    expect(invalidDatabaseInput(missingTable)).toBeUndefined();
    expect(invalidDatabaseInput(new Error("boom"))).toBeUndefined();
    expect(invalidDatabaseInput(undefined)).toBeUndefined();
  });
});
