import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./create-database.ts";
import { createTestDatabase } from "./test-database.ts";
import { isUniqueViolation } from "./unique-violation.ts";

const migrationsDir = path.resolve(import.meta.dirname, "../../../prisma/migrations");

async function conflictErrors(db: Database): Promise<{ duplicate: unknown; other: unknown }> {
  await db.migrate(migrationsDir);
  await db.prisma.appMeta.create({ data: { key: "k", value: "1" } });
  const duplicate = await db.prisma.$transaction(async (tx) => tx.appMeta.create({ data: { key: "k", value: "2" } })).catch((error: unknown) => error);
  // A different failure: a foreign key pointing nowhere.
  const other = await db.prisma.campaign
    .create({ data: { shortId: "x-1", title: "X", backgroundImageUrl: "/m", ownerId: "00000000-0000-4000-8000-000000000000" } })
    .catch((error: unknown) => error);
  return { duplicate, other };
}

describe("isUniqueViolation", () => {
  it("recognises a duplicate key from PGlite, and nothing else", async () => {
    const db = await createDatabase({});
    try {
      const { duplicate, other } = await conflictErrors(db);
      expect(duplicate).toBeInstanceOf(Error);
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(other).toBeInstanceOf(Error);
      expect(isUniqueViolation(other)).toBe(false);
      expect(isUniqueViolation(new Error("boom"))).toBe(false);
      expect(isUniqueViolation("23505")).toBe(false);
    } finally {
      await db.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)("recognises a duplicate key from PostgreSQL, and nothing else", async () => {
    const test = await createTestDatabase();
    const db = await createDatabase({ databaseUrl: test.url });
    try {
      const { duplicate, other } = await conflictErrors(db);
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(isUniqueViolation(other)).toBe(false);
    } finally {
      await db.close();
      await test.drop();
    }
  });
});
