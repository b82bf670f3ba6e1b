import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/** A budget's count in its window and the milliseconds left of it, as @fastify/rate-limit's stores answer. */
interface Spent {
  current: number;
  ttl: number;
}
type Answer = (error: Error | null, spent?: Spent) => void;

/** Counters one process keeps while it cannot reach Redis; the oldest go first past this many. */
const MAX_LOCAL_KEYS = 100_000;

// One round trip: count the call and start the window on the first one.
const COUNT_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return {current, redis.call('PTTL', KEYS[1])}`;

interface LocalCount {
  current: number;
  resetAt: number;
}

/**
 * The budgets' store (@fastify/rate-limit's documented custom store): counters live in Redis, so
 * every API process shares them, and while Redis cannot be reached each process keeps its own in
 * memory instead of none. A budget is then per process rather than per cluster, still a bound.
 */
export function createRateLimitStore(redis: Redis | undefined, prefix: string): FastifyRateLimitStoreCtor {
  const local = new LRUCache<string, LocalCount>({ max: MAX_LOCAL_KEYS });
  const countHere = (key: string, timeWindow: number): Spent => {
    const now = Date.now();
    const known = local.get(key);
    const count = known && known.resetAt > now ? { current: known.current + 1, resetAt: known.resetAt } : { current: 1, resetAt: now + timeWindow };
    local.set(key, count);
    return { current: count.current, ttl: count.resetAt - now };
  };
  const readHere = (key: string): Spent => {
    const known = local.get(key);
    const now = Date.now();
    return known && known.resetAt > now ? { current: known.current, ttl: known.resetAt - now } : { current: 0, ttl: 0 };
  };
  const countInRedis = async (client: Redis, key: string, timeWindow: number): Promise<Spent> => {
    const [current, ttl] = (await client.eval(COUNT_SCRIPT, 1, prefix + key, timeWindow)) as [number, number];
    return { current, ttl: ttl > 0 ? ttl : timeWindow };
  };

  return class implements FastifyRateLimitStore {
    incr(key: string, answer: Answer, timeWindow: number): void {
      // A client still connecting or reconnecting would hold the request until it gives up.
      if (!redis || redis.status !== "ready") return answer(null, countHere(key, timeWindow));
      countInRedis(redis, key, timeWindow).then(
        (spent) => answer(null, spent),
        () => answer(null, countHere(key, timeWindow)),
      );
    }

    read(key: string, answer: Answer): void {
      if (!redis || redis.status !== "ready") return answer(null, readHere(key));
      Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]).then(
        ([current, ttl]) => answer(null, { current: Number(current ?? 0), ttl: Math.max(ttl, 0) }),
        () => answer(null, readHere(key)),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
