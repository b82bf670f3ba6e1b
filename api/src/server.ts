import path from "node:path";
import { ConfigError, parseConfig } from "@twend/config";
import { exitOnSignal, runWhenUp, startTracing } from "@twend/runtime";
import pino from "pino";
import { buildApp } from "./app.ts";
import { closeAppContext, createAppContext } from "./context/create-app-context.ts";
import { loadPageRenderer } from "./pages/load-page-renderer.ts";
import { seedOnStart } from "./seed-on-start.ts";

const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");
const WEB_SERVER_ENTRY = path.resolve(import.meta.dirname, "../../web/dist-server/entry-server.js");

async function main(log: pino.Logger): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  log.level = config.logLevel;
  // Before the app is built, which registers its request spans only when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT).
  const tracing = await startTracing({ endpoint: config.otlpEndpoint, serviceName: "twend-api", log });
  // Listening comes first: the database and Redis are reached in the background, and until they
  // answer /healthz/ready says which are missing and requests that need them get a 503.
  const ctx = await createAppContext(config, log);
  const app = await buildApp(ctx, { webDist: WEB_DIST, pageRenderer: await loadPageRenderer(WEB_SERVER_ENTRY), logger: log });
  exitOnSignal({
    log,
    timeoutMs: config.shutdownTimeoutMs,
    async stop() {
      // Stops accepting connections and waits for the requests under way, then closes the backends.
      await app.close();
      await closeAppContext(ctx);
      // Last: the spans of the requests and in-process jobs that finished above are sent before the exit.
      await tracing.shutdown();
    },
  });
  await app.listen({ port: config.port, host: config.host });
  log.info(`Twend is listening on ${config.appOrigin}`);

  // Seeding writes rows and queues their jobs: it waits for both the database and the queue.
  if (!(await runWhenUp(ctx.dependencies, config.redisUrl ? ["database", "redis"] : ["database"], "seeding", () => seedOnStart(ctx), log))) return;
  await ctx.started;
  // Ready (and /healthz healthy) from here on, whenever the database and Redis answer.
  ctx.dependencies.markStarted();
  log.info("Twend is ready");
}

// Written asynchronously: lines logged while a write is under way go out together in the next one,
// so a busy server makes one write per batch rather than one per request. Pino flushes what is
// left when the process exits; only a kill -9 can lose the last lines.
const log = pino({ level: "info" }, pino.destination({ sync: false }));
main(log).catch((error: unknown) => {
  // One JSON line like the rest of the log, whatever failed (a port in use, an unreadable DATA_DIR).
  log.fatal({ err: error }, "Twend could not start");
  process.exit(1);
});
