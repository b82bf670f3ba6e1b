import { Redis } from "ioredis";
import type { DependencyLog, DependencyMonitor } from "./dependency-monitor.ts";
import { quietRedisErrors } from "./redis-clients.ts";

/**
 * Keeps Redis's state in `monitor` through a connection of its own: up when it is ready, down
 * (one log line, through `markDown`) each time a connection attempt fails or the link drops, and
 * the backoff `markDown` answers is the wait before ioredis tries again. The process's other
 * clients (BullMQ's, the rate limits', pub/sub) reconnect by themselves and stay quiet about it.
 * Stops when the monitor closes.
 */
export function watchRedis(monitor: DependencyMonitor, redisUrl: string, log: DependencyLog): void {
  monitor.require("redis");
  let lastError: unknown;
  const probe = new Redis(redisUrl, {
    connectionName: "twend-health",
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => {
      const error = lastError ?? new Error("the connection to Redis closed");
      lastError = undefined;
      return monitor.markDown("redis", error);
    },
  });
  // A refused password, say, is not a lost connection and would otherwise go unsaid.
  const otherErrors = quietRedisErrors(log, "health");
  probe.on("error", (error: unknown) => {
    lastError = error;
    otherErrors(error);
  });
  probe.on("ready", () => monitor.markUp("redis"));
  monitor.signal.addEventListener("abort", () => probe.disconnect(), { once: true });
}
