import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** Runs SQL on one backend; `exec` must accept several statements at once. */
export interface MigrationTarget {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Holds a lock across processes (PostgreSQL) while `fn` runs. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies the migrations not yet recorded, in name order, each in its own
 * transaction. A changed checksum of an applied migration is refused: the
 * committed history must never be rewritten.
 */
export async function applyMigrations(target: MigrationTarget, migrations: Migration[]): Promise<MigrationResult> {
  return target.withLock(async () => {
    await target.exec(`CREATE TABLE IF NOT EXISTS "_twend_migrations" (
      "name" TEXT PRIMARY KEY,
      "checksum" TEXT NOT NULL,
      "applied_at" TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const rows = await target.query<{ name: string; checksum: string }>(`SELECT "name", "checksum" FROM "_twend_migrations"`);
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous !== undefined) {
        if (previous !== m.checksum) {
          throw new Error(`Migration ${m.name} was changed after it was applied`);
        }
        continue;
      }
      const name = m.name.replaceAll("'", "''");
      await target.exec(`BEGIN;\n${m.sql}\n;INSERT INTO "_twend_migrations" ("name", "checksum") VALUES ('${name}', '${m.checksum}');\nCOMMIT;`);
      applied.push(m.name);
    }
    return { applied };
  });
}
