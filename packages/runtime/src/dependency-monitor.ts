import { describeError } from "./describe-error.ts";
import { retryDelay } from "./retry-delay.ts";

/** The backends a process cannot serve without. */
export type DependencyName = "database" | "redis";

export interface DependencyLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The readiness answer, the same from the API and a worker process. */
export interface Readiness {
  /** "starting": everything answers, but the process's start-up work (seeding, say) is not done yet. */
  status: "ok" | "unavailable" | "starting" | "stopping";
  /** Dependencies not reached yet, or lost since. */
  missing: DependencyName[];
}

/**
 * What a process knows of its dependencies: each is missing until its watcher reaches it,
 * and again from its first failure until it answers. Watchers report here; requests, start-up
 * tasks and the readiness endpoint read it.
 */
export interface DependencyMonitor {
  /** A dependency the process needs; missing until `markUp`. */
  require(name: DependencyName): void;
  markUp(name: DependencyName): void;
  /** Logs the failure as one line and answers how long to wait before trying again. */
  markDown(name: DependencyName, error: unknown): number;
  isUp(name: DependencyName): boolean;
  /** The process's own start-up work is done: it is ready whenever every dependency is up. */
  markStarted(): void;
  readiness(): Readiness;
  /** Resolves true once all of `names` (default: every required one) are up at once; false if the monitor closes first. */
  whenUp(names?: DependencyName[]): Promise<boolean>;
  /** Aborted by `close`: watchers and retries stop. */
  readonly signal: AbortSignal;
  /** The process is stopping: readiness says so and the watchers stop. */
  close(): void;
}

interface State {
  up: boolean;
  /** Failures since it was last up. */
  failures: number;
  downSince?: number | undefined;
}

export function createDependencyMonitor(log: DependencyLog): DependencyMonitor {
  const states = new Map<DependencyName, State>();
  const waiters = new Set<() => void>();
  const stop = new AbortController();
  let started = false;
  const allUp = (names: DependencyName[]) => names.every((name) => states.get(name)?.up === true);

  return {
    require(name) {
      if (!states.has(name)) states.set(name, { up: false, failures: 0, downSince: Date.now() });
    },
    markUp(name) {
      const state = states.get(name);
      if (!state || state.up) return;
      // A dependency reached at the first try needs no line; one that had failed says it is back.
      if (state.failures > 0) log.info({ dependency: name, failures: state.failures, downMs: Date.now() - (state.downSince ?? Date.now()) }, `${name} available`);
      Object.assign(state, { up: true, failures: 0, downSince: undefined });
      for (const wake of [...waiters]) wake();
    },
    markDown(name, error) {
      const state = states.get(name) ?? { up: false, failures: 0 };
      states.set(name, state);
      state.failures += 1;
      if (state.up || state.downSince === undefined) state.downSince = Date.now();
      state.up = false;
      const retryInMs = retryDelay(state.failures);
      if (!stop.signal.aborted) log.warn({ dependency: name, attempt: state.failures, retryInMs, ...describeError(error) }, `${name} unavailable`);
      return retryInMs;
    },
    isUp: (name) => states.get(name)?.up === true,
    markStarted() {
      started = true;
    },
    readiness() {
      const missing = [...states].filter(([, state]) => !state.up).map(([name]) => name);
      if (stop.signal.aborted) return { status: "stopping", missing };
      if (missing.length > 0) return { status: "unavailable", missing };
      return { status: started ? "ok" : "starting", missing };
    },
    whenUp(names = [...states.keys()]) {
      if (stop.signal.aborted) return Promise.resolve(false);
      if (allUp(names)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const settle = (up: boolean) => {
          waiters.delete(check);
          stop.signal.removeEventListener("abort", onStop);
          resolve(up);
        };
        const check = () => {
          if (allUp(names)) settle(true);
        };
        const onStop = () => settle(false);
        waiters.add(check);
        stop.signal.addEventListener("abort", onStop);
      });
    },
    signal: stop.signal,
    close() {
      stop.abort();
    },
  };
}
