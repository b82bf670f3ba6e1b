import { z } from "zod";
import { sessionIdSchema, shortIdParam } from "@twend/shared";

export const publicCampaignInput = z.object({
  shortId: shortIdParam,
  sessionId: sessionIdSchema.optional(),
});
