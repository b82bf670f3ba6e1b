import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dataPaths, type Config } from "@twend/config";
import { createDatabase, type PrismaClient } from "@twend/db";
import { createMailer } from "@twend/mail";
import { createMediaStore } from "@twend/media";
import { migrationsDir } from "@twend/prisma";
import {
  createBullQueue,
  createInProcessQueue,
  createJobHandlers,
  createJobMetrics,
  createPreviewCards,
  createRenderPool,
  resumeLostJobs,
  scheduleRecurringJobs,
  type JobQueue,
} from "@twend/jobs";
import { closeRedis, createDependencyMonitor, redisWatch, runWhenUp, watchDatabase, type DependencyMonitor } from "@twend/runtime";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { Registry } from "prom-client";
import { createPublicLists } from "../campaigns/lists/public-lists.ts";
import { createPublicCampaignCache } from "../campaigns/public-read/public-campaign-cache.ts";
import { guardQueue } from "../health/guarded-queue.ts";
import type { AppContext } from "./app-context.ts";

/** The Redis client for quick commands (rate-limit counters, cache announcements), whose state is the process's view of Redis. */
function connectRedis(redisUrl: string, dependencies: DependencyMonitor, log: FastifyBaseLogger): Redis {
  const watch = redisWatch(dependencies, log);
  // No offline queue: while Redis is down a command fails at once instead of holding up a request.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: (times) => watch.retryStrategy(times) });
  watch.attach(redis);
  return redis;
}

/**
 * Wires the process without waiting for its backends, so it can listen at once: the database
 * (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) is brought to the latest schema
 * by its watcher, Redis and BullMQ connect in the background, and `ctx.dependencies` says what
 * is still missing. Also the media store (the S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/media) and the job queue (BullMQ when REDIS_URL is set, else the same handlers in
 * process). `started` resolves once the backends answered and the start-up work is done.
 */
export async function createAppContext(
  config: Config,
  log: FastifyBaseLogger,
  overrides: { pgliteDir?: string | undefined } = {},
): Promise<AppContext & { started: Promise<void> }> {
  const paths = dataPaths(config);
  // PGlite opens its files here; PostgreSQL is first reached by the watcher.
  const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: overrides.pgliteDir ?? paths.pglite });
  const dependencies = createDependencyMonitor(log);
  void watchDatabase(dependencies, db, { migrationsDir, log });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, dependencies, log) : undefined;
  try {
    const media = createMediaStore(config);
    const host = new URL(config.appOrigin).host;
    // Without Redis the jobs run here, drawing in child processes so requests are not held up. With Redis the
    // pool draws only link-preview cards a crawler asks for first, and starts no process until then.
    const metrics = new Registry();
    const jobMetrics = createJobMetrics(metrics);
    const renderPool = jobMetrics.observeRenders(createRenderPool({ size: config.renderProcesses ?? 1, memoryMb: config.renderMemoryMb }));
    const previewCards = createPreviewCards({ prisma: db.prisma, media, host, renderPool });
    const jobs: JobQueue = config.redisUrl
      ? guardQueue(createBullQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, log }), dependencies)
      : createInProcessQueue(jobMetrics.observeHandlers(createJobHandlers({ prisma: db.prisma, media, host, queue: () => jobs, renderPool, previewCards })), log);
    // With Redis the worker processes report the queue they drain.
    if (!config.redisUrl) jobMetrics.watchQueue(jobs);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: paths.outbox, log });
    const scheduled = runWhenUp(dependencies, config.redisUrl ? ["redis"] : [], "declaring the recurring jobs", () => scheduleRecurringJobs(jobs), log);
    // Embedded, this process alone holds the database and the queue, so whatever it left unfinished
    // when it stopped is lost and can be queued again at once instead of when the sweep finds it old.
    const resumed = embedded(config)
      ? runWhenUp(dependencies, ["database"], "queueing the jobs the last run left", () => resumeJobs(db.prisma, jobs, log), log)
      : Promise.resolve(true);
    const campaignCache = createPublicCampaignCache({ redis, channel: `${config.queuePrefix}:campaign-changed`, log });
    const started = Promise.all([dependencies.whenUp(), scheduled, resumed, campaignCache.listening]).then(() => undefined);
    return {
      config,
      dependencies,
      db,
      redis,
      media,
      jobs,
      renderPool,
      previewCards,
      log,
      mailer,
      campaignCache,
      publicLists: createPublicLists(),
      sessionSecret: await resolveSessionSecret(config),
      metrics,
      started,
    };
  } catch (error) {
    dependencies.close();
    if (redis) redis.disconnect();
    await db.close();
    throw error;
  }
}

const embedded = (config: Config) => !config.databaseUrl && !config.redisUrl;

async function resumeJobs(prisma: PrismaClient, jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  const resumed = await resumeLostJobs({ prisma, queue: jobs });
  if (resumed.renders + resumed.batchRows > 0) log.info(resumed, "queued again the jobs the last run left unfinished");
}

/** Stops watching the backends, then closes every connection: run after the server has stopped taking requests. */
export async function closeAppContext(ctx: AppContext): Promise<void> {
  ctx.dependencies.close();
  await ctx.campaignCache.close();
  await ctx.jobs.close();
  await ctx.renderPool.close();
  await ctx.mailer.close();
  await ctx.media.close();
  if (ctx.redis) await closeRedis(ctx.redis);
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
