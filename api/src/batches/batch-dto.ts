import type { DpBatch } from "@twend/db";
import { BATCH_MESSAGES, type BatchDto, type BatchFailure } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { signDownloadLink } from "./download-link.ts";

/** Failed rows listed with a batch at most; the counts say how many there are in all. */
const FAILURES_LISTED = 50;

/** A batch as its screen shows it: counts by status, time left from the pace so far, and a fresh signed link once finished. */
export async function batchDto(ctx: AppContext, batch: DpBatch, now = Date.now()): Promise<BatchDto> {
  const prisma = ctx.db.prisma;
  const [byStatus, failedRows] = await Promise.all([
    prisma.dpBatchRow.groupBy({ by: ["status"], where: { batchId: batch.id }, _count: { _all: true } }),
    prisma.dpBatchRow.findMany({ where: { batchId: batch.id, status: "failed" }, select: { row: true, name: true }, orderBy: { row: "asc" }, take: FAILURES_LISTED }),
  ]);
  const count = (status: string) => byStatus.find((group) => group.status === status)?._count._all ?? 0;
  const done = count("done");
  const failed = count("failed");
  const finished = batch.finishedAt !== null;
  const failures: BatchFailure[] = failedRows.map((row) => ({ row: row.row, name: row.name, message: BATCH_MESSAGES.rowFailed }));
  const link = finished && done > 0 ? signDownloadLink(ctx.sessionSecret, batch.id, batch.expiresAt, now) : null;
  return {
    id: batch.id,
    campaign_id: batch.campaignId,
    status: finished ? "done" : "running",
    total: batch.total,
    done,
    failed,
    created_at: batch.createdAt.toISOString(),
    finished_at: batch.finishedAt?.toISOString() ?? null,
    seconds_left: finished ? null : secondsLeft(batch, done + failed, now),
    failures,
    download_url: link?.url ?? null,
    link_expires_at: link?.expiresAt.toISOString() ?? null,
    expires_at: batch.expiresAt.toISOString(),
  };
}

/** The rows left at the pace of those made since the first was taken; unknown until one is made. */
function secondsLeft(batch: DpBatch, made: number, now: number): number | null {
  if (!batch.startedAt || made === 0) return null;
  const perRowMs = (now - batch.startedAt.getTime()) / made;
  return Math.ceil((perRowMs * (batch.total - made)) / 1000);
}
