import { generateDpInput, trackActionInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { getRender, requestRender } from "./request-render.ts";
import { trackAction } from "./track-action.ts";

/** A 5 MB photo is about 6.7 MB as base64. */
const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;

/** REST adapters of the generator's calls (spec section 7) and the render status the fallback polls. */
export async function generatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post("/api/generate-dp", { bodyLimit: PHOTO_BODY_LIMIT }, async (req) => ({
    success: true,
    data: await requestRender(ctx, generateDpInput.parse(req.body)),
  }));

  app.get<{ Params: { id: string } }>("/api/dp-renders/:id", async (req) => ({ success: true, data: await getRender(ctx, req.params.id) }));

  app.post("/api/track-action", async (req) => {
    await trackAction(ctx, trackActionInput.parse(req.body));
    return { success: true };
  });
}
