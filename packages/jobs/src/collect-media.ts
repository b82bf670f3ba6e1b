import type { PrismaClient } from "@twend/db";
import { resolveMediaExt, type MediaStore } from "@twend/media";
import type { JobPayload } from "./definitions.ts";

/** Files younger than this are left alone: an upload may be stored moments before the row that uses it. */
export const MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

// "Nothing refers to it": the one definition, used to pick candidates and again, atomically, to delete.
// A blog post's cover is a URL an admin typed: the API's `/media/{hash}.{ext}` or, copied from a page,
// the same file at MEDIA_PUBLIC_URL (`.../{shard}/{hash}.{ext}`), under any base it ever had.
const UNREFERENCED = `
  NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.background_hash = m.hash OR c.thumbnail_hash = m.hash OR c.preview_hash = m.hash)
  AND NOT EXISTS (SELECT 1 FROM background_variants v WHERE v.media_hash = m.hash)
  AND NOT EXISTS (SELECT 1 FROM shared_dps s WHERE s.media_hash = m.hash)
  AND NOT EXISTS (SELECT 1 FROM dp_renders r WHERE r.photo_hash = m.hash OR r.result_hash = m.hash)
  AND NOT EXISTS (SELECT 1 FROM dp_batch_rows br WHERE br.photo_hash = m.hash OR br.result_hash = m.hash)
  AND NOT EXISTS (SELECT 1 FROM blog_posts b WHERE b.featured_image_url LIKE '%/' || m.hash || '.%')`;

/**
 * Deletes media no Twend, share page or blog post refers to any more (deleted Twends,
 * replaced backgrounds, uploads no row came to claim); what expired renders, share pages
 * and batches used goes with them in dp.sweep. Each row is deleted only if it
 * is still unreferenced at that instant, and its file only after its row. A
 * background's preview copies are kept while it is: deleting its row deletes
 * their `background_variants` rows, and the next run their files.
 */
export async function collectMediaJob(deps: { prisma: PrismaClient; media: MediaStore }, { graceMs }: JobPayload<"media.collect">): Promise<{ deleted: number }> {
  const before = new Date(Date.now() - (graceMs ?? MEDIA_GRACE_MS));
  const candidates = await deps.prisma.$queryRawUnsafe<Array<{ hash: string }>>(
    `SELECT m.hash FROM media_objects m WHERE m.created_at < $1 AND ${UNREFERENCED} LIMIT ${BATCH}`,
    before,
  );
  let deleted = 0;
  for (const { hash } of candidates) {
    if (await deleteMediaIfUnreferenced(deps, hash)) deleted += 1;
  }
  return { deleted };
}

/**
 * Deletes one stored file now if nothing refers to it at this instant (row
 * first, then file). Also used when a visitor deletes their share page, so
 * their picture does not wait a day for the collector.
 */
export async function deleteMediaIfUnreferenced(deps: { prisma: PrismaClient; media: MediaStore }, hash: string): Promise<boolean> {
  const gone = await deps.prisma.$queryRawUnsafe<Array<{ mime_type: string }>>(
    `DELETE FROM media_objects m WHERE m.hash = $1 AND ${UNREFERENCED} RETURNING m.mime_type`,
    hash,
  );
  const row = gone[0];
  if (!row) return false;
  await deps.media.delete(hash, resolveMediaExt(row.mime_type));
  return true;
}
