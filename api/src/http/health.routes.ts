import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";

async function probe<T>(fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Liveness and dependency status for operators and load balancers. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/healthz", async (_req, reply) => {
    const [database, queue, storage] = await Promise.all([
      probe(() => ctx.db.ping()),
      probe(async () => {
        await ctx.jobs.ping();
        return ctx.jobs.counts();
      }),
      probe(() => ctx.media.check()),
    ]);
    const ok = database.ok && queue.ok && storage.ok;
    return reply.status(ok ? 200 : 503).send({
      status: ok ? "ok" : "degraded",
      database: { ok: database.ok, kind: ctx.db.kind, ...(database.ok ? {} : { error: database.error }) },
      queue: {
        ok: queue.ok,
        kind: ctx.jobs.kind,
        ...(queue.ok ? { counts: queue.value } : { error: queue.error }),
      },
      storage: { ok: storage.ok, ...(storage.ok ? {} : { error: storage.error }) },
    });
  });
}
