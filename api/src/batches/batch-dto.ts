import { Prisma, type DpBatch } from "@twend/db";
import { BATCH_MESSAGES, type BatchDto, type BatchFailure } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { signDownloadLink } from "./download-link.ts";

/** Failed rows listed with a batch at most; the counts say how many there are in all. */
const FAILURES_LISTED = 50;

interface RowCounts {
  done: number;
  failed: number;
}

interface FailedRow {
  batchId: string;
  row: number;
  name: string;
}

/**
 * Batches as their screen shows them: counts by status, time left from the pace so far, and a
 * fresh signed link once finished. Two queries whatever the number of batches, since the screen
 * asks for its list every few seconds while one runs.
 */
export async function batchDtos(ctx: AppContext, batches: readonly DpBatch[], now = Date.now()): Promise<BatchDto[]> {
  if (batches.length === 0) return [];
  const prisma = ctx.db.prisma;
  const ids = batches.map((batch) => batch.id);
  const [byStatus, failedRows] = await Promise.all([
    prisma.dpBatchRow.groupBy({ by: ["batchId", "status"], where: { batchId: { in: ids } }, _count: { _all: true } }),
    prisma.$queryRaw<FailedRow[]>`
      SELECT "batchId", row, name FROM (
        SELECT batch_id::text AS "batchId", row, name, row_number() OVER (PARTITION BY batch_id ORDER BY row) AS listed
        FROM dp_batch_rows
        WHERE status = 'failed' AND batch_id IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
      ) failed WHERE listed <= ${FAILURES_LISTED}
      ORDER BY "batchId", row`,
  ]);
  const counts = new Map<string, RowCounts>(ids.map((id) => [id, { done: 0, failed: 0 }]));
  for (const group of byStatus) {
    const count = counts.get(group.batchId);
    if (count && (group.status === "done" || group.status === "failed")) count[group.status] = group._count._all;
  }
  return batches.map((batch) => {
    const failures = failedRows.filter((row) => row.batchId === batch.id).map((row) => ({ row: row.row, name: row.name, message: BATCH_MESSAGES.rowFailed }));
    return toDto(ctx, batch, counts.get(batch.id) ?? { done: 0, failed: 0 }, failures, now);
  });
}

/** One batch, as `batchDtos` shows it. */
export async function batchDto(ctx: AppContext, batch: DpBatch, now = Date.now()): Promise<BatchDto> {
  const [dto] = await batchDtos(ctx, [batch], now);
  if (!dto) throw new Error(`batch ${batch.id} has no answer`);
  return dto;
}

function toDto(ctx: AppContext, batch: DpBatch, { done, failed }: RowCounts, failures: BatchFailure[], now: number): BatchDto {
  const finished = batch.finishedAt !== null;
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
