import path from "node:path";
import { ConfigError, parseConfig } from "@twend/config";
import pino from "pino";
import { buildApp } from "./app.ts";
import { closeAppContext, createAppContext } from "./context/create-app-context.ts";
import { loadPageRenderer } from "./pages/load-page-renderer.ts";
import { seedOnStart } from "./seed-on-start.ts";

const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");
const WEB_SERVER_ENTRY = path.resolve(import.meta.dirname, "../../web/dist-server/entry-server.js");

async function main(): Promise<void> {
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
  // Written asynchronously: lines logged while a write is under way go out together in the next one,
  // so a busy server makes one write per batch rather than one per request. Pino flushes what is
  // left when the process exits; only a kill -9 can lose the last lines.
  const log = pino({ level: config.logLevel }, pino.destination({ sync: false }));
  const ctx = await createAppContext(config, log);
  await seedOnStart(ctx);
  const app = await buildApp(ctx, { webDist: WEB_DIST, pageRenderer: await loadPageRenderer(WEB_SERVER_ENTRY), logger: log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    await app.close();
    await closeAppContext(ctx);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  log.info(`Twend is ready on ${config.appOrigin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
