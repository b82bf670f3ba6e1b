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
 * Pins this process's children (the app and the bare servers already started) to CPU 0 and, when
 * `loadCpus` is given, this process to those; `placement` says where the load runs. Returns the
 * undo, which puts every process still running back on the CPUs it had. On a one-core machine
 * nothing moves.
 */
async function pinServers(loadCpus: string | null, placement: string): Promise<() => Promise<void>> {
  if (os.availableParallelism() < 2) {
    console.log("  (one CPU: servers and load share it)");
    return async () => {};
  }
  const { stdout } = await run("pgrep", ["-P", String(process.pid)]);
  const servers = stdout.split("\n").filter(Boolean).map(Number);
  const moved = loadCpus === null ? servers : [process.pid, ...servers];
  const before = new Map<number, string>();
  for (const pid of moved) before.set(pid, await maskOf(pid));
  for (const pid of servers) await pin(pid, "0");
  if (loadCpus !== null) await pin(process.pid, loadCpus);
  console.log(`  (servers ${servers.join(", ")} pinned to CPU 0, ${placement})`);
  return async () => {
    // A bare server stopped since then has nothing to restore.
    for (const [pid, mask] of before) await restore(pid, mask).catch(() => undefined);
  };
}

/**
 * Servers on CPU 0, the load generator on CPU 1: without it, autocannon and
 * the server under test take turns on the same cores and the figures measure
 * the scheduler.
 */
export function pinServersAwayFromLoad(): Promise<() => Promise<void>> {
  return pinServers("1", "load to CPU 1");
}

/**
 * Servers on CPU 0 and this process where it was: for a load that needs more than one CPU of its
 * own, such as a browser whose page, compositor and network run in processes of their own, side by
 * side on a phone. The servers still cannot spread over the load's other CPUs.
 */
export function pinServersToOneCpu(): Promise<() => Promise<void>> {
  return pinServers(null, "Lighthouse and Chromium on every CPU");
}
