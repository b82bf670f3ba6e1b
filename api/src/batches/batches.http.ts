import { once } from "node:events";
import { PassThrough } from "node:stream";
import { BATCH_MESSAGES, batchIdInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { Zip, ZipPassThrough } from "fflate";
import { z } from "zod";
import { authLimiter } from "../auth/rate-limits.ts";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { checkDownloadLink } from "./download-link.ts";

const linkQuery = z.object({ expires: z.coerce.number().int().positive(), signature: z.string().max(100) });

/**
 * A finished batch's DPs as one ZIP: a file to save, so a route of its own, reached by the signed
 * link the batch's screen hands out (download-link.ts) rather than by the session, and streamed as
 * it is written, one stored PNG after another, so a batch of hundreds never sits whole in memory.
 */
export async function batchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const spend = authLimiter(app, "batchDownload");
  app.get("/api/batches/:id/dps.zip", async (req, reply) => {
    await spend(req);
    const { id } = batchIdInput.parse(req.params);
    const query = linkQuery.safeParse(req.query);
    const check = query.success ? checkDownloadLink(ctx.sessionSecret, id, query.data.expires, query.data.signature) : "invalid";
    if (check === "expired") throw new HttpError(410, BATCH_MESSAGES.linkExpired);
    const batch = check === "valid" ? await ctx.db.prisma.dpBatch.findUnique({ where: { id }, include: { campaign: { select: { shortId: true } } } }) : null;
    if (!batch || batch.expiresAt.getTime() <= Date.now()) throw new HttpError(404, BATCH_MESSAGES.batchNotFound);
    const rows = await ctx.db.prisma.dpBatchRow.findMany({
      where: { batchId: id, status: "done", resultHash: { not: null } },
      select: { fileName: true, resultHash: true },
      orderBy: { row: "asc" },
    });

    const body = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) return body.destroy(error);
      body.write(chunk);
      if (final) body.end();
    });
    const mtime = batch.finishedAt ?? batch.createdAt;
    void (async () => {
      for (const row of rows) {
        const png = row.resultHash ? await ctx.media.read(row.resultHash, "png") : null;
        if (!png) continue;
        // PNGs are compressed already: stored as they are, the ZIP costs no CPU.
        const entry = new ZipPassThrough(row.fileName);
        entry.mtime = mtime;
        zip.add(entry);
        entry.push(png, true);
        if (body.writableNeedDrain) await once(body, "drain");
      }
      zip.end();
    })().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${batch.campaign.shortId}-dps.zip"`)
      .header("cache-control", "private, no-store")
      .send(body);
  });
}
