import type { PrismaClient } from "@twend/db";
import { resolveMediaExt, type MediaStore } from "@twend/media";

/** A stored file's bytes, by its hash; a row without its file is an error, not an empty picture. */
export async function readStoredMedia(media: MediaStore, prisma: PrismaClient, hash: string): Promise<Buffer> {
  const row = await prisma.mediaObject.findUniqueOrThrow({ where: { hash }, select: { mimeType: true } });
  const bytes = await media.read(hash, resolveMediaExt(row.mimeType));
  if (!bytes) throw new Error(`media ${hash} is missing from the store`);
  return bytes;
}
