import { availableParallelism, totalmem } from "node:os";

/** Kept for the worker process itself: measured at about 290 MB resident with its queue, database, media and image libraries. */
export const WORKER_OWN_MEMORY_MB = 320;

export interface RenderSizingInput {
  /** RENDER_MEMORY_MB: what one render process may hold. */
  memoryMb: number;
  cores: number;
  /** What this process may use: its container's limit, else the machine's memory. */
  availableMemoryMb: number;
}

/**
 * RENDER_PROCESSES' default in a worker process: one per core, but no more than fit in its memory
 * at `memoryMb` each beside the worker itself, and at least one.
 */
export function defaultRenderProcesses({ memoryMb, cores, availableMemoryMb }: RenderSizingInput): number {
  const fitting = Math.floor((availableMemoryMb - WORKER_OWN_MEMORY_MB) / memoryMb);
  return Math.max(1, Math.min(cores, fitting));
}

/** The memory this process may use: the cgroup (container) limit when there is one, else the machine's. */
export function availableMemoryMb(): number {
  const machine = totalmem();
  // Node 20 answers undefined without a limit, Node 22 0; an unlimited cgroup reports more than the machine has.
  const constrained = process.constrainedMemory?.() || machine;
  return Math.floor(Math.min(constrained, machine) / (1024 * 1024));
}

/** The machine's figures for `defaultRenderProcesses`. */
export function renderSizingHere(memoryMb: number): RenderSizingInput {
  return { memoryMb, cores: availableParallelism(), availableMemoryMb: availableMemoryMb() };
}
