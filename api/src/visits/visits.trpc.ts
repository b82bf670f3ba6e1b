import { trackVisitInput } from "@twend/shared";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { trackVisit } from "./track-visit.ts";

export const visitsRouter = router({
  track: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/track-visit", envelope: "success" }], budget: "trackVisit" })
    .input(trackVisitInput)
    .mutation(async ({ ctx, input }) => {
      await trackVisit(ctx.app, input);
      return { success: true as const };
    }),
});
