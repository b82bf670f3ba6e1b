import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import { applyMigrations, readMigrations, type MigrationResult, type MigrationTarget } from "./migrations.ts";

export type DatabaseKind = "postgres" | "pglite";

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** Plain SQL for hot paths and aggregates, on either backend. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  migrate(migrationsDir: string): Promise<MigrationResult>;
  ping(): Promise<void>;
  /** Idempotent: shutdown paths may reach it more than once. */
  close(): Promise<void>;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

// A fixed key so every process migrating the same database queues on one lock.
const MIGRATION_LOCK_KEY = 740_215_001;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options.poolSize ?? 10) : createPglite(options.pgliteDir ?? "memory://");
}

function createPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not take the process down.
  pool.on("error", () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
  const query = async <T>(sql: string, params?: unknown[]): Promise<T[]> => (await pool.query(sql, params)).rows as T[];
  return {
    kind: "postgres",
    prisma,
    query,
    async migrate(dir) {
      const client = await pool.connect();
      try {
        const target: MigrationTarget = {
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
          withLock: async (fn) => {
            await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
            try {
              return await fn();
            } finally {
              await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
            }
          },
        };
        return await applyMigrations(target, await readMigrations(dir));
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query("SELECT 1");
    },
    close: once(async () => {
      await prisma.$disconnect();
      await pool.end();
    }),
  };
}

async function createPglite(dir: string): Promise<Database> {
  if (!dir.startsWith("memory://")) await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { btree_gin, pg_trgm, unaccent } });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const query = async <T>(sql: string, params?: unknown[]): Promise<T[]> => (await pglite.query<T>(sql, params)).rows;
  return {
    kind: "pglite",
    prisma,
    query,
    async migrate(migrationsDir) {
      const target: MigrationTarget = {
        exec: async (sql) => {
          try {
            await pglite.exec(sql);
          } catch (error) {
            await pglite.exec("ROLLBACK").catch(() => undefined);
            throw error;
          }
        },
        query,
        // PGlite lives in this process only; nothing else can migrate it.
        withLock: (fn) => fn(),
      };
      return applyMigrations(target, await readMigrations(migrationsDir));
    },
    async ping() {
      await pglite.query("SELECT 1");
    },
    close: once(async () => {
      await prisma.$disconnect();
      await pglite.close();
    }),
  };
}
