import { newsletterInputSchema } from "@twend/shared";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { subscribe } from "./subscribe.ts";

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/newsletter/subscribe", envelope: "success" }], budget: "newsletterSubscribe" })
    .input(newsletterInputSchema)
    .mutation(async ({ ctx, input }) => {
      await subscribe(ctx.app, input.email);
      return { success: true as const };
    }),
});
