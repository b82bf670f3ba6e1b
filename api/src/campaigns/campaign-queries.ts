import { z } from "zod";
import { publicListLimitSchema } from "@twend/shared";

/** Optional `limit` of the public lists; the documented calls send none. */
export const listLimitInput = z.object({ limit: publicListLimitSchema.optional() }).default({});
export type ListLimitInput = z.infer<typeof listLimitInput>;

/** Only these Twends appear anywhere public. */
export const publiclyVisible = { isActive: true } as const;
