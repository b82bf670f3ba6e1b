import { recordIdParam as recordIdField } from "@twend/shared";
import { z } from "zod";

/** The `:id` of an admin call on one Twend or one post, as the documented answers word its faults. */
export const recordIdParam = z.object({ id: recordIdField("id") });
