import { describeError } from "./describe-error.ts";
import type { DependencyLog, DependencyMonitor, DependencyName } from "./dependency-monitor.ts";
import { pause, retryDelay } from "./retry-delay.ts";

/**
 * Runs a start-up task that needs `names` (declaring the recurring jobs, seeding) once they are
 * up, and again after each failure with the backoff, until it succeeds; false if the process
 * stops first. Each failure is one log line.
 */
export async function runWhenUp(monitor: DependencyMonitor, names: DependencyName[], task: string, run: () => Promise<void>, log: DependencyLog): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    if (!(await monitor.whenUp(names))) return false;
    try {
      await run();
      return true;
    } catch (error) {
      const retryInMs = retryDelay(attempt);
      log.warn({ task, attempt, retryInMs, ...describeError(error) }, `${task} failed`);
      if (!(await pause(retryInMs, monitor.signal))) return false;
    }
  }
}
