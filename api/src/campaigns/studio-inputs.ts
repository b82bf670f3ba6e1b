import { recordIdParam } from "@twend/shared";
import { z } from "zod";

export const campaignIdParam = z.object({
  id: recordIdParam("id"),
});

/** A 10 MB background is about 13.4 MB as base64; the rest of the form is small. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;
