import { readFile } from "node:fs/promises";

const IDLE_ENOUGH = 0.85;
const WINDOW_MS = 1000;
const MAX_WAIT_MS = 60_000;

async function cpuTimes(): Promise<{ idle: number; total: number } | null> {
  const stat = await readFile("/proc/stat", "utf8").catch(() => null);
  const fields = stat?.split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5 || fields.some(Number.isNaN)) return null;
  // user nice system idle iowait ...: idle and iowait are the time the CPUs had nothing to run.
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, n) => sum + n, 0) };
}

/**
 * Waits until the CPUs have been at least 85% idle for a whole second (at
 * most a minute), and returns how long that took. A section started right
 * after another shares the machine with what the last one left running:
 * PostgreSQL's autovacuum after a seed, processes shutting down. On systems
 * without /proc/stat it returns at once.
 */
export async function waitForQuietMachine(): Promise<number> {
  const start = performance.now();
  let before = await cpuTimes();
  while (before && performance.now() - start < MAX_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const after = await cpuTimes();
    if (!after) break;
    const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (idle >= IDLE_ENOUGH) break;
    before = after;
  }
  return performance.now() - start;
}
