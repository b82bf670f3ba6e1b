import { generateDpInput, trackActionInput } from "@twend/shared";
import { z } from "zod";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { getRender, requestRender } from "./request-render.ts";
import { trackAction } from "./track-action.ts";

export const generatorRouter = router({
  generate: publicProcedure.input(generateDpInput).mutation(({ ctx, input }) => requestRender(ctx.app, input)),
  render: publicProcedure.input(z.object({ id: z.string() })).query(({ ctx, input }) => getRender(ctx.app, input.id)),
  track: publicProcedure.input(trackActionInput).mutation(async ({ ctx, input }) => {
    await trackAction(ctx.app, input);
    return { ok: true };
  }),
});
