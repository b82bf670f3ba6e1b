import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./create-database.ts";
import { readMigrations } from "./migrations.ts";
import { createTestDatabase } from "./test-database.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../prisma/migrations");

const TABLES = [
  "users",
  "profiles",
  "password_reset_tokens",
  "media_objects",
  "background_variants",
  "campaigns",
  "short_id_redirects",
  "campaign_reports",
  "shared_dps",
  "visits",
  "actions",
  "blog_posts",
  "blog_post_views",
  "contact_messages",
  "newsletter_subscriptions",
  "app_meta",
];

async function checkFreshDatabase(db: Database) {
  const migrations = await readMigrations(MIGRATIONS);
  expect(migrations.length).toBeGreaterThan(0);

  const first = await db.migrate(MIGRATIONS);
  expect(first.applied).toEqual(migrations.map((m) => m.name));
  const again = await db.migrate(MIGRATIONS);
  expect(again.applied).toEqual([]);

  const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(TABLES));

  const indexes = await db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'campaigns'");
  expect(indexes.map((i) => i.indexname)).toEqual(
    expect.arrayContaining([
      "campaigns_short_id_key",
      "campaigns_title_trgm_idx",
      "campaigns_category_title_folded_trgm_idx",
      "campaigns_category_description_folded_trgm_idx",
    ]),
  );

  // The schema is usable through the generated client, relations included.
  const user = await db.prisma.user.create({
    data: { email: "maker@example.com", campaigns: { create: { shortId: "first-twend", title: "First", backgroundImageUrl: "/media/x.png" } } },
    include: { campaigns: true },
  });
  expect(user.campaigns[0]).toMatchObject({ shortId: "first-twend", avatarShape: "circle", frameMode: "slot", avatarSize: 120, textFont: "Arial", includeText: true });
  await expect(db.prisma.campaign.create({ data: { shortId: "first-twend", title: "Dup", backgroundImageUrl: "/m" } })).rejects.toThrow();
}

describe("migrations on PGlite", () => {
  it("apply on an empty database, once, and build every table and index", async () => {
    const db = await createDatabase({});
    try {
      expect(db.kind).toBe("pglite");
      await checkFreshDatabase(db);
    } finally {
      await db.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)("migrations on PostgreSQL", () => {
  const dbs: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of dbs.reverse()) await drop();
  });

  it("apply on an empty database, once, and build every table and index", async () => {
    const test = await createTestDatabase();
    dbs.push(test.drop);
    const db = await createDatabase({ databaseUrl: test.url });
    dbs.push(() => db.close());
    expect(db.kind).toBe("postgres");
    await checkFreshDatabase(db);
  });

  it("let concurrent processes migrate the same database without a clash", async () => {
    const test = await createTestDatabase();
    dbs.push(test.drop);
    const a = await createDatabase({ databaseUrl: test.url });
    const b = await createDatabase({ databaseUrl: test.url });
    dbs.push(
      () => a.close(),
      () => b.close(),
    );
    const [ra, rb] = await Promise.all([a.migrate(MIGRATIONS), b.migrate(MIGRATIONS)]);
    expect([...ra.applied, ...rb.applied]).toEqual((await readMigrations(MIGRATIONS)).map((m) => m.name));
  });
});
