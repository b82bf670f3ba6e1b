import { ConfigError, parseConfig, type Config } from "@twend/config";
import { createDatabase } from "@twend/db";
import { createBullQueue, createJobHandlers, createJobMetrics, createRenderPool, startBullWorker, type BullWorker } from "@twend/jobs";
import { createMediaStore } from "@twend/media";
import { migrationsDir } from "@twend/prisma";
import { createDependencyMonitor, exitOnSignal, startTracing, watchDatabase, watchRedis } from "@twend/runtime";
import pino from "pino";
import { Registry } from "prom-client";
import { startHealthServer } from "./health-server.ts";
import { defaultRenderProcesses, renderSizingHere } from "./render-sizing.ts";

/**
 * A worker process: consumes the BullMQ queue on REDIS_URL with the shared handlers. It starts
 * whether or not PostgreSQL and Redis answer yet, says which are missing on its health port, and
 * takes jobs once the database is reachable and migrated.
 */
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
  const redisUrl = config.redisUrl;
  const log = pino({ level: config.logLevel, base: { service: "worker" } });
  // Before any job is taken; with no OTEL_EXPORTER_OTLP_ENDPOINT it loads and sends nothing.
  const tracing = await startTracing({ endpoint: config.otlpEndpoint, serviceName: "twend-worker", log });
  const dependencies = createDependencyMonitor(log);
  const metrics = new Registry();
  const jobMetrics = createJobMetrics(metrics);
  const health = await startHealthServer({
    host: config.host,
    port: config.workerHealthPort,
    nextFreeWhenTaken: !config.workerHealthPortFixed,
    monitor: dependencies,
    metrics,
  });
  if (health.port !== config.workerHealthPort && config.workerHealthPort !== 0) {
    log.warn({ healthPort: health.port, taken: config.workerHealthPort }, "the default health port is taken (another worker here?); using the next free one");
  }
  const db = await createDatabase({ databaseUrl: config.databaseUrl });
  // Workers on other machines than the API need S3_BUCKET: local disk is not shared.
  const media = createMediaStore(config);
  // Jobs that enqueue follow-ups (the render sweep) need a producer of their own.
  const producer = createBullQueue({ redisUrl, prefix: config.queuePrefix, log });
  // The workers watch the queue they drain; API processes, however many, do not report it again.
  jobMetrics.watchQueue(producer);
  const sizing = renderSizingHere(config.renderMemoryMb);
  const renderProcesses = config.renderProcesses ?? defaultRenderProcesses(sizing);
  const renderPool = jobMetrics.observeRenders(createRenderPool({ size: renderProcesses, memoryMb: config.renderMemoryMb }));
  log.info(
    { healthPort: health.port, renderProcesses, renderMemoryMb: config.renderMemoryMb, cores: sizing.cores, availableMemoryMb: sizing.availableMemoryMb },
    "worker started; waiting for the database",
  );

  // Whichever process starts first brings the schema up to date; the watchers retry with backoff until each answers.
  void watchDatabase(dependencies, db, { migrationsDir, log });
  watchRedis(dependencies, redisUrl, log);
  // Jobs read and write the database: none is taken before its schema is there.
  const worker: Promise<BullWorker | undefined> = dependencies.whenUp(["database"]).then((up) => {
    if (!up) return undefined;
    const handlers = jobMetrics.observeHandlers(createJobHandlers({ prisma: db.prisma, media, host: new URL(config.appOrigin).host, queue: () => producer, renderPool }));
    // Twice the render processes: while one job draws, another reads its inputs or stores its output. A batch's rows
    // take one render process fewer than there are, so a visitor's render always finds one free.
    const started = startBullWorker(
      { redisUrl, prefix: config.queuePrefix, concurrency: renderProcesses * 2, batchConcurrency: Math.max(1, renderProcesses - 1), lockMs: config.jobLockMs },
      handlers,
      log,
    );
    dependencies.markStarted();
    log.info({ media: config.s3 ? `s3 bucket ${config.s3.bucket}` : "DATA_DIR/media", renderProcesses }, "worker ready");
    return started;
  });

  exitOnSignal({
    log,
    timeoutMs: config.shutdownTimeoutMs,
    async stop() {
      // Readiness turns to "stopping" at once, so nothing routes here while running jobs finish.
      dependencies.close();
      await (await worker)?.close();
      await renderPool.close();
      await producer.close();
      await media.close();
      await db.close();
      await health.close();
      // Last: the spans of the jobs that finished above are sent before the exit.
      await tracing.shutdown();
    },
  });
}

main().catch((error: unknown) => {
  // One JSON line like the rest of the log, whatever failed.
  pino({ base: { service: "worker" } }).fatal({ err: error }, "worker could not start");
  process.exit(1);
});
