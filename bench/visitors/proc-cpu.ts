import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { processTicks } from "../generate/process-ticks.ts";

const run = promisify(execFile);

/** /proc counts CPU time in USER_HZ ticks, which Linux reports at 100 a second to every program. */
const TICKS_PER_SECOND = 100;

/** Every process below `pid`, found through each of its threads' children lists. */
export async function descendantPids(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "")));
  const children = lists.flatMap((list) => list.split(/\s+/).filter(Boolean).map(Number));
  const below = await Promise.all(children.map(descendantPids));
  return [...children, ...below.flat()];
}

/** CPU seconds a process and all its descendants have used; throws when the process is gone. */
export async function treeCpuSeconds(pid: number): Promise<number> {
  const own = await processTicks(pid);
  if (own === null) throw new Error(`process ${pid} is not running (or /proc is not readable)`);
  const below = await Promise.all((await descendantPids(pid)).map(processTicks));
  return below.reduce((sum: number, ticks) => sum + (ticks ?? 0), own) / TICKS_PER_SECOND;
}

/** The parent of `pid`, from /proc/<pid>/status. */
export async function parentPid(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const ppid = /^PPid:\s+(\d+)$/m.exec(status)?.[1];
  if (!ppid) throw new Error(`/proc/${pid}/status names no parent`);
  return Number(ppid);
}

/** True once `pid` has exited (gone, or a zombie waiting to be reaped). */
export async function hasExited(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  return stat === null || stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
}

/**
 * Pins every thread of `pids` and of all their descendants to `cpus`. pinned-load.ts moves only
 * this process's direct children; the render processes they started before that stay where
 * they were, and they do the old flow's heaviest work. A process that exits meanwhile is skipped.
 */
export async function pinTrees(pids: readonly number[], cpus: string): Promise<void> {
  const all = [...pids, ...(await Promise.all(pids.map(descendantPids))).flat()];
  await Promise.all(all.map((pid) => run("taskset", ["-a", "-p", "-c", cpus, String(pid)]).catch(() => undefined)));
}
