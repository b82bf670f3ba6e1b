import type { PublicCampaign } from "@twend/shared";
import { closeRedis, quietRedisErrors, reconnectWithBackoff } from "@twend/runtime";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { CompressibleBody } from "../../http/compressible-body.ts";

/**
 * Counters in a cached answer may lag by this much; everything a creator or
 * an admin edits is invalidated at once instead.
 */
export const PUBLIC_CAMPAIGN_TTL_MS = 30_000;
const MAX_CAMPAIGNS = 10_000;
// A visitor session seen viewing a Twend: its reloads then skip the "already counted?" query.
const MAX_SEEN_VIEWS = 100_000;
const SEEN_VIEW_TTL_MS = 60 * 60_000;
// The languages and screen classes a Twend's page is asked for in at once: a handful, and a bound
// a stream of made-up query strings cannot grow past.
const MAX_PAGES_PER_CAMPAIGN = 24;

/** How one transport puts a Twend on the wire (REST's envelope, tRPC's); each route defines its own. */
export type WireFormat = (dto: PublicCampaign) => string;

/** A Twend as read once per fill, with each transport's answer serialised (and compressed) once rather than once per request. */
export class CachedCampaign {
  readonly id: number;
  readonly dto: PublicCampaign;
  readonly #answers = new Map<WireFormat, CompressibleBody>();
  readonly #pages = new Map<string, CompressibleBody>();

  constructor(id: number, dto: PublicCampaign) {
    this.id = id;
    this.dto = dto;
  }

  /** The answer in `format`, made on its first request; pass the same function each time, since it is the key. */
  answer(format: WireFormat): CompressibleBody {
    let body = this.#answers.get(format);
    if (!body) {
      body = new CompressibleBody(format(this.dto));
      this.#answers.set(format, body);
    }
    return body;
  }

  /** The Twend's page rendered for requests alike by `key` (see pageRequestKey), if one was kept. */
  page(key: string): CompressibleBody | undefined {
    return this.#pages.get(key);
  }

  /** Keeps a page rendered from this answer; past a few kinds of request (languages, screens), later ones are rendered each time. */
  keepPage(key: string, page: CompressibleBody): void {
    if (this.#pages.size < MAX_PAGES_PER_CAMPAIGN) this.#pages.set(key, page);
  }
}

export interface PublicCampaignCache {
  /** Bumped by every invalidation; a read that began before one must not fill the cache. */
  readonly generation: number;
  get(shortId: string): CachedCampaign | undefined;
  /** Stores an answer read while `generation` was `readAt`, unless an edit came in since. */
  set(shortId: string, entry: CachedCampaign, readAt: number): void;
  hasSeenView(campaignId: number, sessionId: string): boolean;
  markViewSeen(campaignId: number, sessionId: string): void;
  /** Drops the Twend's answers here and, through Redis, in every other API process. */
  invalidate(campaignId: number): Promise<void>;
  /** Resolves once this process hears other processes' edits (at once without Redis), or has stopped trying. */
  readonly listening: Promise<void>;
  close(): Promise<void>;
}

export interface CacheLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The public read of a Twend, kept in process memory so a popular link costs no
 * database query. API processes share nothing else, so when REDIS_URL is set an
 * edit is announced on a channel every process listens to.
 */
export function createPublicCampaignCache(options: {
  /** The process's command client (ctx.redis), which publishes; the subscription gets a connection of its own. */
  redis?: Redis | undefined;
  channel: string;
  log: CacheLogger;
}): PublicCampaignCache {
  const campaigns = new LRUCache<string, CachedCampaign>({ max: MAX_CAMPAIGNS, ttl: PUBLIC_CAMPAIGN_TTL_MS });
  const seenViews = new LRUCache<string, true>({ max: MAX_SEEN_VIEWS, ttl: SEEN_VIEW_TTL_MS });
  let generation = 0;

  const dropLocally = (campaignId: number) => {
    generation += 1;
    const keys = [...campaigns.entries()].filter(([, entry]) => entry.id === campaignId).map(([key]) => key);
    for (const key of keys) campaigns.delete(key);
  };

  const publisher = options.redis;
  const pubsub = publisher
    ? subscribe(publisher, options.channel, options.log, dropLocally, () => {
        // Announcements sent while the subscriber was away are lost: start from an empty cache.
        generation += 1;
        campaigns.clear();
      })
    : undefined;

  return {
    get generation() {
      return generation;
    },
    get: (shortId) => campaigns.get(shortId),
    set(shortId, entry, readAt) {
      if (readAt === generation) campaigns.set(shortId, entry);
    },
    hasSeenView: (campaignId, sessionId) => seenViews.has(`${campaignId}:${sessionId}`),
    markViewSeen: (campaignId, sessionId) => void seenViews.set(`${campaignId}:${sessionId}`, true),
    async invalidate(campaignId) {
      dropLocally(campaignId);
      if (!publisher) return;
      try {
        await publisher.publish(options.channel, String(campaignId));
      } catch (error) {
        // The other processes' copies then expire with the TTL; the edit itself has been saved.
        options.log.warn({ err: error, campaignId }, "could not announce a Twend edit to other API processes");
      }
    },
    listening: pubsub?.subscribed ?? Promise.resolve(),
    async close() {
      if (pubsub) await closeRedis(pubsub.subscriber);
    },
  };
}

/**
 * Listens on a connection of its own, made in the background so the API starts with Redis down; it
 * reconnects with the shared backoff and leaves reporting the outage to the Redis watcher.
 */
function subscribe(
  publisher: Redis,
  channel: string,
  log: CacheLogger,
  onInvalidate: (campaignId: number) => void,
  onReconnected: () => void,
): { subscriber: Redis; subscribed: Promise<void> } {
  // The SUBSCRIBE waits in the offline queue for as many reconnections as it takes; ioredis repeats it after each one.
  const subscriber = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, retryStrategy: reconnectWithBackoff, connectionName: "twend-cache" });
  subscriber.on("error", quietRedisErrors(log, "cache-subscriber"));
  subscriber.on("message", (_channel: string, message: string) => {
    const campaignId = Number(message);
    if (Number.isSafeInteger(campaignId)) onInvalidate(campaignId);
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => {
      // Edits made elsewhere before now went unheard (Redis may have been down at start), and so may
      // those made while a later reconnection was under way: start from an empty cache each time.
      onReconnected();
      subscriber.on("ready", onReconnected);
    },
    // Closed before Redis was ever reached.
    () => undefined,
  );
  return { subscriber, subscribed };
}
