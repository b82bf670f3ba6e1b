import { readFile } from "node:fs/promises";

/**
 * utime + stime + cutime + cstime of one process (all its threads) in ticks, or null once it is
 * gone. The children's part holds the time of descendants already exited and reaped: a render
 * process recycled or a PostgreSQL backend closed between two samples is still counted.
 */
export async function processTicks(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: fields are counted from after its last ')', state (field 3) first.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const times = fields.slice(11, 15).map(Number);
  if (times.length !== 4 || times.some(Number.isNaN)) throw new Error(`unexpected /proc/${pid}/stat: ${stat}`);
  return times.reduce((sum, n) => sum + n, 0);
}
