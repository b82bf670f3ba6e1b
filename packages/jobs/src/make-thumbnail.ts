import type { PrismaClient } from "@twend/db";
import { makeThumbnail as encodeThumbnail, resolveMediaExt, saveImage, type MediaStore } from "@twend/media";
import type { JobPayload } from "./definitions.ts";

/** Card width in the browse grid at 2x density. */
export const THUMBNAIL_WIDTH = 480;

export interface ThumbnailResult {
  source: { width: number; height: number };
  thumbnail: { hash: string; width: number; height: number };
  campaigns: number;
}

/**
 * Measures a stored background and attaches a card-sized WebP thumbnail to
 * every Twend that uses it, so lists never ship full-size backgrounds.
 */
export async function makeThumbnailJob(deps: { prisma: PrismaClient; media: MediaStore }, { hash }: JobPayload<"media.thumbnail">): Promise<ThumbnailResult> {
  const source = await deps.prisma.mediaObject.findUnique({ where: { hash } });
  if (!source) throw new Error(`No media object ${hash}`);
  const bytes = await deps.media.read(hash, resolveMediaExt(source.mimeType));
  if (!bytes) throw new Error(`Media file ${hash} is missing from the store`);
  const thumbnail = await saveImage(deps.prisma, deps.media, await encodeThumbnail(bytes, THUMBNAIL_WIDTH));
  // One statement per Twend, not one for them all: a statement that has updated one Twend holds it
  // while it waits for the next, which a creator's edit may hold; if that edit gives its Twend the
  // link the first one carries, it waits in turn for that statement, and the two deadlock.
  const users = await deps.prisma.campaign.findMany({ where: { backgroundHash: hash }, select: { id: true } });
  let count = 0;
  for (const { id } of users) {
    // Its background may have been replaced since it was listed.
    const updated = await deps.prisma.campaign.updateMany({ where: { id, backgroundHash: hash }, data: { thumbnailHash: thumbnail.hash } });
    count += updated.count;
  }
  return {
    source: { width: source.width, height: source.height },
    thumbnail: { hash: thumbnail.hash, width: thumbnail.width, height: thumbnail.height },
    campaigns: count,
  };
}
