import { z } from "zod";
import { LIMITS } from "@twend/shared";

/** Optional `limit` of the public lists; the documented calls send none. */
export const listLimitInput = z
  .object({
    limit: z.coerce
      .number({ message: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(LIMITS.publicListMax, `limit must be at most ${LIMITS.publicListMax}`)
      .optional(),
  })
  .default({});
export type ListLimitInput = z.infer<typeof listLimitInput>;

/** Only these Twends appear anywhere public. */
export const publiclyVisible = { isActive: true } as const;
