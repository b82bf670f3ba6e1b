import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dataPaths, type Config } from "@twend/config";
import { createDatabase } from "@twend/db";
import { createMailer } from "@twend/mail";
import { createMediaStore } from "@twend/media";
import { migrationsDir } from "@twend/prisma";
import { createBullQueue, createInProcessQueue, createJobHandlers, createPreviewCards, createRenderPool, scheduleRecurringJobs, type JobQueue } from "@twend/worker";
import type { FastifyBaseLogger } from "fastify";
import { createPublicLists } from "../campaigns/public-lists.ts";
import { createPublicCampaignCache } from "../campaigns/public-campaign-cache.ts";
import type { AppContext } from "./app-context.ts";

/**
 * Wires the process: the database (PostgreSQL when DATABASE_URL is set, else
 * PGlite in DATA_DIR) migrated to the latest schema, the media store (the S3
 * bucket when S3_BUCKET is set, else DATA_DIR/media), and the job queue
 * (BullMQ when REDIS_URL is set, else the same handlers in process).
 */
export async function createAppContext(
  config: Config,
  log: FastifyBaseLogger,
  overrides: { pgliteDir?: string | undefined } = {},
): Promise<AppContext> {
  const paths = dataPaths(config);
  const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: overrides.pgliteDir ?? paths.pglite });
  try {
    const { applied } = await db.migrate(migrationsDir);
    if (applied.length > 0) log.info({ applied }, "migrations applied");
    const media = createMediaStore(config);
    const host = new URL(config.appOrigin).host;
    // Without Redis the jobs run here, drawing in child processes so requests are not held up. With Redis the
    // pool draws only link-preview cards a crawler asks for first, and starts no process until then.
    const renderPool = createRenderPool({ size: config.renderProcesses ?? 1 });
    const previewCards = createPreviewCards({ prisma: db.prisma, media, host, renderPool });
    const jobs: JobQueue = config.redisUrl
      ? createBullQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix })
      : createInProcessQueue(createJobHandlers({ prisma: db.prisma, media, host, queue: () => jobs, renderPool, previewCards }), log);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: paths.outbox, log });
    await scheduleRecurringJobs(jobs);
    const campaignCache = await createPublicCampaignCache({ redisUrl: config.redisUrl, channel: `${config.queuePrefix}:campaign-changed`, log });
    return { config, db, media, jobs, renderPool, previewCards, log, mailer, campaignCache, publicLists: createPublicLists(), sessionSecret: await resolveSessionSecret(config) };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export async function closeAppContext(ctx: AppContext): Promise<void> {
  await ctx.campaignCache.close();
  await ctx.jobs.close();
  await ctx.renderPool.close();
  await ctx.mailer.close();
  await ctx.media.close();
  await ctx.db.close();
}

/** The session secret: the configured one, or one generated once and kept in DATA_DIR. */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = dataPaths(config).sessionSecret;
  try {
    const kept = (await readFile(file, "utf8")).trim();
    if (kept.length >= 32) return kept;
  } catch {
    // No secret yet: make one below.
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
