import { describeError } from "./describe-error.ts";
import { retryDelay } from "./retry-delay.ts";

/** Reconnects with the shared backoff rather than ioredis' own (every 2 s at most, forever). */
export function reconnectWithBackoff(times: number): number {
  return retryDelay(times);
}

// What a client says when Redis cannot be reached or the link dropped: the Redis watcher reports that state.
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED"]);
const CONNECTION_MESSAGES = /Connection is closed|Stream isn't writeable|connect ETIMEDOUT|Reached the max retries per request limit|ClusterAllFailedError/;

export function isRedisConnectionError(error: unknown): boolean {
  const { error: message, code } = describeError(error);
  return (code !== undefined && CONNECTION_CODES.has(code)) || CONNECTION_MESSAGES.test(message);
}

/** Repeats of one message within this window are counted, not logged. */
export const REPEAT_WINDOW_MS = 60_000;

export interface RedisErrorLog {
  error(obj: object, msg: string): void;
}

/**
 * The `error` listener for a Redis client (ioredis or BullMQ), which must have one: without it ioredis
 * prints each failure's stack. Lost connections are left to the Redis watcher, which logs one line per
 * failed try; any other error is logged once per REPEAT_WINDOW_MS, with how often it came meanwhile.
 */
export function quietRedisErrors(log: RedisErrorLog, client: string): (error: unknown) => void {
  const seen = new Map<string, { at: number; repeats: number }>();
  return (error) => {
    if (isRedisConnectionError(error)) return;
    const summary = describeError(error);
    const now = Date.now();
    const last = seen.get(summary.error);
    if (last && now - last.at < REPEAT_WINDOW_MS) {
      last.repeats += 1;
      return;
    }
    seen.set(summary.error, { at: now, repeats: 0 });
    log.error({ redisClient: client, ...summary, ...(last?.repeats ? { repeatedMeanwhile: last.repeats } : {}) }, "redis client error");
  };
}

/** The parts of an ioredis client (any major) that closing needs. */
export interface ClosableRedis {
  readonly status: string;
  quit(): Promise<unknown>;
  disconnect(): void;
}

/**
 * QUIT when connected, so replies under way arrive; otherwise drop the connection at once: a QUIT
 * sent while Redis is down would wait in the offline queue for a reconnection that may never come.
 */
export async function closeRedis(client: ClosableRedis): Promise<void> {
  if (client.status === "ready") {
    try {
      await client.quit();
      return;
    } catch {
      // The link went down meanwhile: nothing left to say goodbye to.
    }
  }
  client.disconnect();
}
