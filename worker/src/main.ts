import { availableParallelism } from "node:os";
import { ConfigError, parseConfig, type Config } from "@twend/config";
import { createDatabase } from "@twend/db";
import { createMediaStore } from "@twend/media";
import { migrationsDir } from "@twend/prisma";
import pino from "pino";
import { createJobHandlers } from "./jobs/create-job-handlers.ts";
import { createBullQueue, startBullWorker } from "./queue/bullmq-queue.ts";
import { createRenderPool } from "./render/render-pool.ts";

/** A worker process: consumes the BullMQ queue on REDIS_URL with the shared handlers. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.redisUrl) {
    console.error("REDIS_URL: is required for a worker process (without it, `npm start` runs jobs in process)");
    process.exit(1);
  }
  if (!config.databaseUrl) {
    console.error("DATABASE_URL: is required for a worker process (the embedded database belongs to the API process)");
    process.exit(1);
  }
  const log = pino({ level: config.logLevel, base: { service: "worker" } });
  const db = await createDatabase({ databaseUrl: config.databaseUrl });
  // Whichever process starts first brings the schema up to date.
  await db.migrate(migrationsDir);
  // Workers on other machines than the API need S3_BUCKET: local disk is not shared.
  const media = createMediaStore(config);
  // Jobs that enqueue follow-ups (the render sweep) need a producer of their own.
  const producer = createBullQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix });
  const renderProcesses = config.renderProcesses ?? availableParallelism();
  const renderPool = createRenderPool({ size: renderProcesses });
  const handlers = createJobHandlers({ prisma: db.prisma, media, host: new URL(config.appOrigin).host, queue: () => producer, renderPool });
  // Twice the render processes: while one job draws, another reads its inputs or stores its output.
  const worker = startBullWorker(
    { redisUrl: config.redisUrl, prefix: config.queuePrefix, concurrency: renderProcesses * 2, lockMs: config.jobLockMs },
    handlers,
    log,
  );
  log.info({ media: config.s3 ? `s3 bucket ${config.s3.bucket}` : "DATA_DIR/media", renderProcesses }, "worker ready");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "finishing running jobs, then stopping");
    await worker.close();
    await renderPool.close();
    await producer.close();
    await media.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
