import type { DependencyLog, DependencyMonitor } from "./dependency-monitor.ts";
import { pause } from "./retry-delay.ts";

/** What the watcher needs of @twend/db's Database. */
export interface WatchedDatabase {
  migrate(migrationsDir: string): Promise<{ applied: string[] }>;
  ping(): Promise<void>;
}

/** A reachable database answers SELECT 1 in milliseconds; one that takes this long is as good as down. */
export const DATABASE_PING_TIMEOUT_MS = 5_000;
/** How often a reached database is asked whether it is still there. */
export const DATABASE_CHECK_EVERY_MS = 5_000;
/**
 * Pings in a row a reached database may miss before it counts as gone: one missed under load (its
 * pool busy with long queries) must not turn every request away, and a query that meets a database
 * really gone is answered 503 on its own meanwhile.
 */
export const DATABASE_MISSED_PINGS = 3;
/** How soon a missed ping is tried again. */
const DATABASE_RECHECK_MS = 1_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Keeps the database's state in `monitor`: the schema is brought up to date first (the database
 * counts as up only then, since every query needs it), with the backoff between failed tries;
 * from then on a ping every DATABASE_CHECK_EVERY_MS notices it going away and coming back.
 * Runs until the monitor closes.
 */
export async function watchDatabase(monitor: DependencyMonitor, db: WatchedDatabase, options: { migrationsDir: string; log: DependencyLog }): Promise<void> {
  monitor.require("database");
  let migrated = false;
  let missed = 0;
  for (;;) {
    let wait: number;
    try {
      if (migrated) {
        await withTimeout(db.ping(), DATABASE_PING_TIMEOUT_MS);
      } else {
        const { applied } = await db.migrate(options.migrationsDir);
        migrated = true;
        if (applied.length > 0) options.log.info({ applied }, "migrations applied");
      }
      monitor.markUp("database");
      missed = 0;
      wait = DATABASE_CHECK_EVERY_MS;
    } catch (error) {
      if (monitor.signal.aborted) return;
      missed += 1;
      wait = migrated && monitor.isUp("database") && missed < DATABASE_MISSED_PINGS ? DATABASE_RECHECK_MS : monitor.markDown("database", error);
    }
    if (!(await pause(wait, monitor.signal))) return;
  }
}
