import type { FastifyInstance } from "fastify";
import { parseMediaFileName } from "@twend/media";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves `/media/{sha256}.{ext}` from whichever store is configured (disk or
 * S3), so URLs never depend on the backend. Files are content-addressed: a
 * URL's bytes never change, so they are cached forever and the hash is the ETag.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { file: string } }>("/media/:file", async (req, reply) => {
    const ref = parseMediaFileName(req.params.file);
    const notFound = () => reply.status(404).send({ success: false, error: MESSAGES.notFound });
    if (!ref) return notFound();
    const etag = `"${ref.hash}"`;
    const withMediaHeaders = () =>
      reply
        .header("Cache-Control", IMMUTABLE)
        .header("ETag", etag)
        // Also set globally (security-headers.ts); repeated here because serving user uploads safely depends on it.
        .header("X-Content-Type-Options", "nosniff")
        .type(ref.mimeType);

    if (matchesEtag(req.headers["if-none-match"], etag)) {
      // A revalidation only needs to know the file is still there, not its bytes.
      if (!(await ctx.media.exists(ref.hash, ref.ext))) return notFound();
      return withMediaHeaders().status(304).send();
    }
    const bytes = await ctx.media.read(ref.hash, ref.ext);
    if (!bytes) return notFound();
    return withMediaHeaders().send(bytes);
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
