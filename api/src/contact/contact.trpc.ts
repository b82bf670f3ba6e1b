import { contactInputSchema } from "@twend/shared";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { submitContact } from "./submit-contact.ts";

export const contactRouter = router({
  submit: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/contact/submit", envelope: "success" }], budget: "contactSubmit" })
    .input(contactInputSchema)
    .mutation(async ({ ctx, input }) => {
      await submitContact(ctx.app, input);
      return { success: true as const };
    }),
});
