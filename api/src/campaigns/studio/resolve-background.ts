import { mediaPath, saveImage } from "@twend/media";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { acceptSentImage, type StagedUpload } from "../../trpc/staged-upload.ts";

export interface StoredBackground {
  /** `/media/{hash}.{ext}`, as the Twend's row keeps it whatever address media are served from. */
  path: string;
  hash: string;
  /** A new file, whose thumbnail still has to be made. */
  uploaded: boolean;
}

/**
 * A background as the form sends it: the bytes of a new upload the SPA streamed to disk (`upload`),
 * or a data URL of one (checked and stored alike), or the URL of an image this server already
 * holds, as it was handed out (`/media/...`, or at MEDIA_PUBLIC_URL). Anything else, such as a URL
 * elsewhere, is refused: the server never fetches images on a client's say-so.
 */
export async function resolveBackground(ctx: AppContext, value: string, upload?: StagedUpload): Promise<StoredBackground> {
  if (upload || value.startsWith("data:")) {
    const saved = await saveImage(ctx.db.prisma, ctx.media, (await acceptSentImage(value, "background", upload)).bytes);
    return { path: saved.path, hash: saved.hash, uploaded: true };
  }
  const ref = ctx.media.parseUrl(value);
  const known = ref ? await ctx.db.prisma.mediaObject.findUnique({ where: { hash: ref.hash }, select: { hash: true, mimeType: true } }) : null;
  if (!ref || !known || known.mimeType !== ref.mimeType) throw new HttpError(400, `background_image_url: ${MESSAGES.backgroundNotFound}`);
  return { path: mediaPath(known.hash, known.mimeType), hash: known.hash, uploaded: false };
}
