import { generateDpInput, text, trackActionInput, trackGenerationInput } from "@twend/shared";
import { z } from "zod";
import { UPLOAD_BYTE_LIMITS } from "@twend/media";
import type { UploadMeta } from "../trpc/operation-meta.ts";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { getRender, requestRender } from "./request-render.ts";
import { trackAction, trackGeneration } from "./track-action.ts";

/** A 5 MB photo is about 6.7 MB as base64. */
const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;

/** The SPA's server fallback sends the photo as bytes instead, within the spec's limit. */
const PHOTO_UPLOAD: UploadMeta = { field: "photo_url", maxBytes: UPLOAD_BYTE_LIMITS.photo.maxBytes, tooLarge: UPLOAD_BYTE_LIMITS.photo.message };

/** The generator's calls and the render status the server fallback polls, over tRPC and their documented paths. */
export const generatorRouter = router({
  generate: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/generate-dp", envelope: "data" }], bodyLimit: PHOTO_BODY_LIMIT, budget: "generateDp", upload: PHOTO_UPLOAD })
    .input(generateDpInput)
    .mutation(({ ctx, input }) => requestRender(ctx.app, input, ctx.network(), ctx.upload)),
  render: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/dp-renders/:id", envelope: "data" }] })
    .input(z.object({ id: text() }))
    .query(({ ctx, input }) => getRender(ctx.app, input.id)),
  // What a browser that drew the DP itself sends: generate's count without its photo, name or render.
  generated: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/track-generation", envelope: "success" }], budget: "trackGeneration" })
    .input(trackGenerationInput)
    .mutation(async ({ ctx, input }) => {
      await trackGeneration(ctx.app, input, ctx.network());
      return { success: true as const };
    }),
  track: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/track-action", envelope: "success" }], budget: "trackAction" })
    .input(trackActionInput)
    .mutation(async ({ ctx, input }) => {
      await trackAction(ctx.app, input, ctx.network());
      return { success: true as const };
    }),
});
