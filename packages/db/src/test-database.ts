import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  /** PostgreSQL URL of a fresh database; undefined means in-memory PGlite. */
  url: string | undefined;
  /** The PostgreSQL database's name (undefined on PGlite), to copy it with `template`. */
  name: string | undefined;
  drop(): Promise<void>;
}

/**
 * A throw-away database for one test file: a new PostgreSQL database next to
 * DATABASE_URL when it is set (CI), otherwise an in-memory PGlite. Tests never
 * touch DATA_DIR or a database they did not create. With `template` (a database on
 * the same server that nobody is connected to), the new database starts as its copy.
 */
export async function createTestDatabase(baseUrl = process.env.DATABASE_URL, template?: string): Promise<TestDatabase> {
  if (!baseUrl) return { url: undefined, name: undefined, drop: async () => undefined };
  const name = `twend_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
