import { LRUCache } from "lru-cache";

/** '{n} Twends found' may lag new Twends by this much; counting a broad search over the whole table on every first page costs more than the page itself. */
export const BROWSE_TOTAL_TTL_MS = 30_000;

export interface BrowseTotals {
  /** The count for this search and category, from memory when counted in the last BROWSE_TOTAL_TTL_MS. */
  get(key: { search: string | undefined; category: string | undefined }, count: () => Promise<number>): Promise<number>;
  /** A Twend was created, edited or deleted here: count afresh. */
  clear(): void;
}

export function createBrowseTotals(): BrowseTotals {
  const totals = new LRUCache<string, number>({ max: 5_000, ttl: BROWSE_TOTAL_TTL_MS });
  return {
    async get({ search, category }, count) {
      const key = JSON.stringify([search ?? "", category ?? ""]);
      const known = totals.get(key);
      if (known !== undefined) return known;
      const total = await count();
      totals.set(key, total);
      return total;
    },
    clear: () => totals.clear(),
  };
}
