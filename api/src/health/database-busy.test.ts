import { createDatabase, Prisma } from "@twend/db";
import { describe, expect, it } from "vitest";
import { databaseBusy } from "./database-busy.ts";

describe("a query that waited too long for a database connection", () => {
  it.runIf(process.env.DATABASE_URL)("is read as a 503 asking to try again shortly, from Prisma's own error", async () => {
    // One connection, held by a slow transaction: the next transaction (of two queries, as a search runs) gives up waiting for it.
    const db = await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
    try {
      const holding = db.prisma.$transaction(async (tx) => tx.$queryRaw`SELECT pg_sleep(3)::text AS slept`, { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waited = await db.prisma.$transaction([db.prisma.$queryRaw`SELECT 1 AS one`, db.prisma.$queryRaw`SELECT 2 AS two`]).catch((error: unknown) => error);
      await holding;
      expect(databaseBusy(waited)).toMatchObject({
        statusCode: 503,
        message: "Twend is very busy right now. Please try again in a few seconds.",
        headers: { "retry-after": "2" },
      });
    } finally {
      await db.close();
    }
  });

  it("reads a transaction that outlived its time limit queued behind others as busy too", () => {
    const expired = new Prisma.PrismaClientKnownRequestError(
      "Transaction API error: A commit cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 7234 ms passed since the start of the transaction.",
      { code: "P2028", clientVersion: "6.19.3" },
    );
    expect(databaseBusy(expired)).toMatchObject({ statusCode: 503 });
  });

  it("leaves Prisma's other transaction errors and every other failure alone", () => {
    const closed = new Prisma.PrismaClientKnownRequestError("Transaction API error: Transaction already closed", { code: "P2028", clientVersion: "6" });
    expect(databaseBusy(closed)).toBeUndefined();
    expect(databaseBusy(new Error("Unable to start a transaction in the given time"))).toBeUndefined();
    expect(databaseBusy(undefined)).toBeUndefined();
  });
});
