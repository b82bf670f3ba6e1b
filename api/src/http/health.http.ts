import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { dependencyUnavailable } from "../health/dependency-unavailable.ts";

/**
 * One part's check. Why it failed goes to the log only: an error's text can name hosts, users and
 * paths, and anyone can ask /healthz.
 */
async function probe<T>(ctx: AppContext, part: string, fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    ctx.log.warn({ err: error, part }, "health check failed");
    return { ok: false };
  }
}

/** Answered before the database is reached: the health checks, and the metrics, which matter most then. */
const SERVED_WITHOUT_DATABASE = /^\/(healthz|metrics)(\/|$|\?)/;

/**
 * Health for operators and load balancers. /healthz/live: the process runs (200, always, at once).
 * /healthz/ready: it can serve (200), or 503 naming the dependencies it is still waiting for.
 * /healthz: each part's state (database, queue, storage), 503 when one fails or the start-up work
 * (migrations, seeding) is not done; a failure is named here and explained in the log.
 * Until the database is reached and migrated every other request gets a 503 saying so, rather
 * than an error from a query that could not run.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook("onRequest", async (req) => {
    if (!ctx.dependencies.isUp("database") && !SERVED_WITHOUT_DATABASE.test(req.url)) throw dependencyUnavailable("database");
  });

  app.get("/healthz/live", async (_req, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/healthz/ready", async (_req, reply) => {
    const readiness = ctx.dependencies.readiness();
    return reply
      .status(readiness.status === "ok" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });

  app.get("/healthz", async (_req, reply) => {
    const [database, queue, storage] = await Promise.all([
      probe(ctx, "database", () => ctx.db.ping()),
      probe(ctx, "queue", async () => {
        await ctx.jobs.ping();
        return ctx.jobs.counts();
      }),
      probe(ctx, "storage", () => ctx.media.check()),
    ]);
    const partsOk = database.ok && queue.ok && storage.ok;
    // Healthy means ready as well: a server still seeding its first Twends, or whose database
    // watcher has not yet reached and migrated the database (every other request still gets 503), is not.
    const ok = partsOk && ctx.dependencies.readiness().status === "ok";
    return reply.status(ok ? 200 : 503).send({
      status: ok ? "ok" : partsOk ? "starting" : "degraded",
      database: { ok: database.ok, kind: ctx.db.kind },
      queue: { ok: queue.ok, kind: ctx.jobs.kind, ...(queue.ok ? { counts: queue.value } : {}) },
      storage: { ok: storage.ok },
    });
  });
}
