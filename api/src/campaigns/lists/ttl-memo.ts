import { LRUCache } from "lru-cache";

/**
 * Answers that are the same for every visitor and may lag for a few seconds
 * (the home page's lists, the browse page's match counts), kept in memory so
 * a busy page does not repeat the same query for each visitor.
 */
export interface TtlMemo<T extends NonNullable<unknown>> {
  /** The value for `key`, from memory when computed in the last `ttlMs`. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** A Twend was created, edited or deleted here: compute afresh. */
  clear(): void;
}

export function createTtlMemo<T extends NonNullable<unknown>>(ttlMs: number, max = 5_000): TtlMemo<T> {
  // The answer is kept as its promise, so the visitors who ask while it is computed share that one
  // query instead of each starting their own; a failure is forgotten at once.
  const values = new LRUCache<string, Promise<T>>({ max, ttl: ttlMs });
  return {
    get(key, compute) {
      const known = values.get(key);
      if (known !== undefined) return known;
      const value = compute();
      values.set(key, value);
      value.catch(() => {
        if (values.peek(key) === value) values.delete(key);
      });
      return value;
    },
    clear: () => values.clear(),
  };
}
