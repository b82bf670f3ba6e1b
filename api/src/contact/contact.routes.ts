import { contactInputSchema } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { authLimiter } from "../auth/rate-limits.ts";
import type { AppContext } from "../context/app-context.ts";
import { submitContact } from "./submit-contact.ts";

export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = authLimiter(app, "contactSubmit");
  app.post("/api/contact/submit", async (req) => {
    await limit(req);
    await submitContact(ctx, contactInputSchema.parse(req.body));
    return { success: true };
  });
}
