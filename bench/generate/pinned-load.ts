import { execFile } from "node:child_process";
import os from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The CPU mask taskset reports for a process, e.g. "3". */
async function maskOf(pid: number): Promise<string> {
  const { stdout } = await run("taskset", ["-p", String(pid)]);
  const mask = /mask: ([0-9a-f]+)/.exec(stdout)?.[1];
  if (!mask) throw new Error(`taskset gave no mask for ${pid}: ${stdout}`);
  return mask;
}

const pin = (pid: number, cpus: string) => run("taskset", ["-a", "-p", "-c", cpus, String(pid)]);
const restore = (pid: number, mask: string) => run("taskset", ["-a", "-p", mask, String(pid)]);

/**
 * Servers on CPU 0, the load generator on CPU 1: without it, autocannon and
 * the server under test take turns on the same cores and the figures measure
 * the scheduler. The servers are this process's children (the app and the
 * bare servers already started). Returns the undo, which puts every process
 * still running back on the CPUs it had. On a one-core machine nothing moves.
 */
export async function pinServersAwayFromLoad(): Promise<() => Promise<void>> {
  if (os.availableParallelism() < 2) {
    console.log("  (one CPU: servers and load share it)");
    return async () => {};
  }
  const { stdout } = await run("pgrep", ["-P", String(process.pid)]);
  const servers = stdout.split("\n").filter(Boolean).map(Number);
  const before = new Map<number, string>();
  for (const pid of [process.pid, ...servers]) before.set(pid, await maskOf(pid));
  for (const pid of servers) await pin(pid, "0");
  await pin(process.pid, "1");
  console.log(`  (servers ${servers.join(", ")} pinned to CPU 0, load to CPU 1)`);
  return async () => {
    // A bare server stopped since then has nothing to restore.
    for (const [pid, mask] of before) await restore(pid, mask).catch(() => undefined);
  };
}
