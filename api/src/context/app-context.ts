import type { Config } from "@twend/config";
import type { Database } from "@twend/db";
import type { Mailer } from "@twend/mail";
import type { MediaStore } from "@twend/media";
import type { JobQueue, PreviewCards, RenderPool } from "@twend/worker";
import type { FastifyBaseLogger } from "fastify";
import type { PublicLists } from "../campaigns/public-lists.ts";
import type { PublicCampaignCache } from "../campaigns/public-campaign-cache.ts";

/** Everything a service needs, built once per process and passed down. */
export interface AppContext {
  config: Config;
  db: Database;
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
}
