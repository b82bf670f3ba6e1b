/** The first retry of a dependency comes this soon; each next one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 250;
/** Long enough that a dependency down for hours costs a handful of log lines a minute, short enough to notice it is back. */
export const RETRY_MAX_MS = 10_000;
// Replicas started together must not all knock at once when a dependency comes back.
const JITTER = 0.2;

/** How long to wait before retry number `attempt` (from 1): doubling from RETRY_FIRST_MS to RETRY_MAX_MS, give or take 20%. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const doubled = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
  return Math.round(doubled * (1 - JITTER + 2 * JITTER * random()));
}

/** Waits `ms`; false, at once, when `signal` aborts first (the process is stopping). */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
