import type { CpuSource } from "./topology.ts";
import type { Visitor, VisitPlan } from "./visit-plan.ts";

/** One way a visitor is served, measured against the others in alternating rounds. */
export interface Flow {
  name: "new flow" | "old flow" | "bare";
  origin: string;
  plan: VisitPlan;
  /** Its visitors queue server renders, whose work is waited for before CPU time is read. */
  renders: boolean;
  /** The processes whose CPU time is its server's. */
  cpu: CpuSource[];
}

/** What sending any flow's visitors needs and leaves: the next visitor, the pinning of new server processes, the renders queued. */
export interface Driver {
  nextVisitor: () => Visitor;
  /** Pins processes the servers started since the last call (render processes, database backends) to the servers' CPU. */
  pin(): Promise<void>;
  /** Every render id a generate call was answered with, to tell the old flow's rows in dp_renders from any other. */
  queuedRenders: Set<string>;
}

/** CPU seconds of each source, read together. */
export function readCpu(sources: readonly CpuSource[]): Promise<number[]> {
  return Promise.all(sources.map((source) => source.seconds()));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
