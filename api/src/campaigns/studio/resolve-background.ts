import { parseMediaFileName, saveImage } from "@twend/media";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { acceptSentImage, type StagedUpload } from "../../trpc/staged-upload.ts";

export interface StoredBackground {
  url: string;
  hash: string;
  /** A new file, whose thumbnail still has to be made. */
  uploaded: boolean;
}

/**
 * A background as the form sends it: the bytes of a new upload the SPA streamed to disk (`upload`),
 * or a data URL of one (checked and stored alike), or the `/media/...` URL of an image this server
 * already holds (an unchanged edit). Anything else, such as a URL elsewhere, is refused: the
 * server never fetches images on a client's say-so.
 */
export async function resolveBackground(ctx: AppContext, value: string, upload?: StagedUpload): Promise<StoredBackground> {
  if (upload || value.startsWith("data:")) {
    const saved = await saveImage(ctx.db.prisma, ctx.media, (await acceptSentImage(value, "background", upload)).bytes);
    return { url: saved.url, hash: saved.hash, uploaded: true };
  }
  const ref = value.startsWith("/media/") ? parseMediaFileName(value.slice("/media/".length)) : null;
  const known = ref ? await ctx.db.prisma.mediaObject.findUnique({ where: { hash: ref.hash }, select: { hash: true, mimeType: true } }) : null;
  if (!ref || !known || known.mimeType !== ref.mimeType) throw new HttpError(400, `background_image_url: ${MESSAGES.backgroundNotFound}`);
  return { url: value, hash: known.hash, uploaded: false };
}
