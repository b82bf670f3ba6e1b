import type { Config } from "@twend/config";
import type { Database } from "@twend/db";
import type { Mailer } from "@twend/mail";
import type { MediaStore } from "@twend/media";
import type { JobQueue, PreviewCards, RenderPool } from "@twend/jobs";
import type { DependencyMonitor } from "@twend/runtime";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Registry } from "prom-client";
import type { PublicLists } from "../campaigns/lists/public-lists.ts";
import type { PublicCampaignCache } from "../campaigns/public-read/public-campaign-cache.ts";

/** Everything a service needs, built once per process and passed down. */
export interface AppContext {
  config: Config;
  /** Whether the database (reached and migrated) and Redis (when configured) answer; watched from start-up to shutdown. */
  dependencies: DependencyMonitor;
  db: Database;
  /**
   * Redis for quick commands (rate-limit counters, Twend edit announcements) when REDIS_URL is set;
   * while Redis is down its commands fail at once. Its connection is how `dependencies` sees Redis.
   */
  redis: Redis | undefined;
  media: MediaStore;
  jobs: JobQueue;
  /**
   * The child processes drawing for in-process jobs and, with worker processes doing the jobs, only the
   * link-preview cards a crawler asks for before their job drew them; they start on the first render.
   */
  renderPool: RenderPool;
  /** Link-preview cards (og:image), shared with the in-process `campaign.preview` job. */
  previewCards: PreviewCards;
  log: FastifyBaseLogger;
  /** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Public Twend reads; every edit of a Twend must invalidate it. */
  campaignCache: PublicCampaignCache;
  /** Lists and counts every visitor shares, kept briefly; cleared by this process's creates, edits and deletes. */
  publicLists: PublicLists;
  /** Keys the session cookie; generated into DATA_DIR when not configured. */
  sessionSecret: string;
  /** The renders' metrics and, when the jobs run in this process, the jobs' and the queue's; GET /metrics adds the app's own and the process's. */
  metrics: Registry;
}
