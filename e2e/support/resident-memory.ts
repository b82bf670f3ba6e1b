import { readFileSync } from "node:fs";

/** A process's resident memory, as the kernel counts it. */
export function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}
