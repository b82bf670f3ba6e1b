import { z } from "zod";

/** The `:id` of an admin call on one Twend or one post, as the documented answers word its faults. */
export const recordIdParam = z.object({ id: z.coerce.number({ message: "id must be a number" }).int("id must be a whole number").positive("id must be positive") });
