import { Redis } from "ioredis";
import type { DependencyLog, DependencyMonitor } from "./dependency-monitor.ts";
import { quietRedisErrors } from "./redis-clients.ts";

/** What watching needs of an ioredis client, whichever major the caller has. */
export interface WatchableRedis {
  on(event: "error", listener: (error: unknown) => void): unknown;
  on(event: "ready", listener: () => void): unknown;
}

export interface RedisWatch {
  /** The client's `retryStrategy`: reports the failed try (one log line) and answers the backoff before the next. */
  retryStrategy(times: number): number;
  /** Listens to the client: up when it is ready; errors that are not a lost connection are logged rarely. */
  attach(client: WatchableRedis): void;
}

/**
 * Keeps Redis's state in `monitor` through one client of the caller's: up when it is ready, down
 * (one log line, through `markDown`) each time a connection attempt fails or the link drops, with
 * the backoff `markDown` answers as the wait before ioredis tries again. The process's other
 * clients (BullMQ's, pub/sub) reconnect by themselves and stay quiet about it.
 */
export function redisWatch(monitor: DependencyMonitor, log: DependencyLog): RedisWatch {
  monitor.require("redis");
  let lastError: unknown;
  // A refused password, say, is not a lost connection and would otherwise go unsaid.
  const otherErrors = quietRedisErrors(log, "health");
  return {
    retryStrategy() {
      const error = lastError ?? new Error("the connection to Redis closed");
      lastError = undefined;
      return monitor.markDown("redis", error);
    },
    attach(client) {
      client.on("error", (error) => {
        lastError = error;
        otherErrors(error);
      });
      client.on("ready", () => monitor.markUp("redis"));
    },
  };
}

/** A connection of the monitor's own, for a process with no other plain Redis client (a worker); closed with the monitor. */
export function watchRedis(monitor: DependencyMonitor, redisUrl: string, log: DependencyLog): void {
  const watch = redisWatch(monitor, log);
  const probe = new Redis(redisUrl, {
    connectionName: "twend-health",
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => watch.retryStrategy(times),
  });
  watch.attach(probe);
  monitor.signal.addEventListener("abort", () => probe.disconnect(), { once: true });
}
