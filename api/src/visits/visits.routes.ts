import type { FastifyInstance } from "fastify";
import { trackVisitInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { trackVisit } from "./track-visit.ts";

export async function visitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post("/api/track-visit", async (req) => {
    await trackVisit(ctx, trackVisitInput.parse(req.body ?? {}));
    return { success: true };
  });
}
