import type { FastifyInstance } from "fastify";
import { parseMediaFileName } from "@twend/media";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves `/media/{sha256}.{ext}` from whichever store is configured (disk or
 * S3). Files are content-addressed: a URL's bytes never change, so they are
 * cached forever and the hash is the ETag. Every `/media/...` URL ever handed
 * out keeps working here, also once media are handed out at MEDIA_PUBLIC_URL.
 *
 * The bytes are streamed from the store to the client as the client takes
 * them, so however large a file is, the API holds only a few chunks of it.
 * HEAD and revalidations ask the store for the file's size alone.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.route<{ Params: { file: string } }>({
    method: ["GET", "HEAD"],
    url: "/media/:file",
    handler: async (req, reply) => {
      const ref = parseMediaFileName(req.params.file);
      const notFound = () => reply.status(404).send({ success: false, error: MESSAGES.notFound });
      if (!ref) return notFound();
      const etag = `"${ref.hash}"`;
      const withMediaHeaders = (byteSize?: number) => {
        reply
          .header("Cache-Control", IMMUTABLE)
          .header("ETag", etag)
          // Also set globally (security-headers.ts); repeated here because serving user uploads safely depends on it.
          .header("X-Content-Type-Options", "nosniff")
          .type(ref.mimeType);
        return byteSize === undefined ? reply : reply.header("Content-Length", byteSize);
      };

      const revalidation = matchesEtag(req.headers["if-none-match"], etag);
      if (revalidation || req.method === "HEAD") {
        // Neither needs the bytes, only that the file is still there and its size.
        const found = await ctx.media.stat(ref.hash, ref.ext);
        if (!found) return notFound();
        return revalidation ? withMediaHeaders().status(304).send() : withMediaHeaders(found.byteSize).send();
      }

      const found = await ctx.media.stream(ref.hash, ref.ext);
      if (!found) return notFound();
      found.body.once("error", (error) => {
        // The status and length are sent by now: Fastify cuts the connection, so the client sees a
        // short answer rather than a complete-looking one, and nothing else stops.
        req.log.error({ err: error, file: req.params.file }, "a media file failed part way through being sent");
      });
      return withMediaHeaders(found.byteSize).send(found.body);
    },
  });
}

/** If-None-Match is `*` or a comma-separated list of tags, weak ones prefixed `W/`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
