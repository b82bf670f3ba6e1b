import type { PrismaClient } from "@twend/db";
import { makeThumbnail as encodeWebp, resolveMediaExt, saveImage, type MediaStore } from "@twend/media";
import { variantWidthsFor } from "@twend/shared";
import type { JobPayload } from "./definitions.ts";

export interface BackgroundVariantsResult {
  /** Every copy the background has now, narrowest first. */
  widths: number[];
  /** How many of them this run made. */
  made: number;
}

/**
 * Makes WebP copies of a stored background at the widths the generator's preview frame
 * draws it (`variantWidthsFor`), stores them content-addressed and records them against
 * the background, so a campaign page downloads a copy sized for its screen instead of the
 * full-size file. Copies already recorded are not made again.
 */
export async function makeBackgroundVariantsJob(
  deps: { prisma: PrismaClient; media: MediaStore },
  { hash }: JobPayload<"media.variants">,
): Promise<BackgroundVariantsResult> {
  const source = await deps.prisma.mediaObject.findUnique({ where: { hash } });
  if (!source) throw new Error(`No media object ${hash}`);
  const widths = variantWidthsFor(source.width);
  const recorded = await deps.prisma.backgroundVariant.findMany({ where: { sourceHash: hash }, select: { width: true } });
  const missing = widths.filter((width) => !recorded.some((variant) => variant.width === width));
  if (missing.length === 0) return { widths, made: 0 };

  const bytes = await deps.media.read(hash, resolveMediaExt(source.mimeType));
  if (!bytes) throw new Error(`Media file ${hash} is missing from the store`);
  const copies = [];
  for (const width of missing) copies.push(await saveImage(deps.prisma, deps.media, await encodeWebp(bytes, width)));
  // A run racing this one writes the same rows: the copies depend on the source's bytes alone.
  await deps.prisma.backgroundVariant.createMany({
    data: copies.map((copy) => ({ sourceHash: hash, width: copy.width, mediaHash: copy.hash })),
    skipDuplicates: true,
  });
  return { widths, made: copies.length };
}
