import { createDatabase } from "@twend/db";
import { closedPort } from "@twend/runtime/testing";
import { describe, expect, it } from "vitest";
import { databaseUnreachable } from "./database-unreachable.ts";

describe("a query the database was not there for", () => {
  it("is read as a 503 naming the database, through Prisma and plain SQL alike", async () => {
    const db = await createDatabase({ databaseUrl: `postgresql://postgres@127.0.0.1:${await closedPort()}/twend` });
    try {
      const fromPrisma = await db.prisma.campaign.findFirst().catch((error: unknown) => error);
      const fromSql = await db.query("SELECT 1").catch((error: unknown) => error);
      for (const failure of [fromPrisma, fromSql]) {
        expect(databaseUnreachable(failure)).toMatchObject({ statusCode: 503, message: expect.stringMatching(/database cannot be reached/) });
      }
    } finally {
      await db.close();
    }
  });

  it("leaves every other failure alone", () => {
    expect(databaseUnreachable(new Error('relation "campaigns" does not exist'))).toBeUndefined();
    expect(databaseUnreachable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBeUndefined();
    expect(databaseUnreachable("P1001")).toBeUndefined();
  });
});
