import type { FastifyInstance } from "fastify";
import { parseMediaFileName } from "@twend/media";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";

/** Media files are content-addressed, so a URL's bytes never change: cache forever. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { file: string } }>("/media/:file", async (req, reply) => {
    const ref = parseMediaFileName(req.params.file);
    const bytes = ref ? await ctx.media.read(ref.hash, ref.ext) : null;
    if (!ref || !bytes) return reply.status(404).send({ success: false, error: MESSAGES.notFound });
    return reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .type(ref.mimeType)
      .send(bytes);
  });
}
