import { z } from "zod";
import { recordId, text } from "./safe-input.ts";
import { MESSAGES } from "./messages.ts";
import { sessionIdSchema } from "./schemas.ts";
import { maxChars } from "./schema-checks.ts";
import { refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";
import { UPLOADED_FILE } from "./uploaded-file.ts";

/** Share ids are random base64url; anything else cannot be one, so it is refused before a query. */
export const SHARED_DP_ID = /^[A-Za-z0-9_-]{10,32}$/;

/** POST /api/shared-dps: publish a finished DP on a personal, unlisted page. */
export const createSharedDpInput = z.object({
  campaign_id: recordId("campaign_id"),
  // Only the prefix is checked here (or that the PNG came as bytes); the bytes are checked to really be a PNG when the upload is accepted.
  image: text(refusal(SCHEMA_MESSAGES.required, "image")).refine((image) => image === UPLOADED_FILE || image.startsWith("data:image/png;"), MESSAGES.sharedDpNotPng),
  name: text(refusal(SCHEMA_MESSAGES.notText, "name")).trim().check(maxChars("name", 100)).optional(),
  session_id: sessionIdSchema,
});
export type CreateSharedDpInput = z.infer<typeof createSharedDpInput>;

/** DELETE /api/shared-dps/:id: the secret handed out at creation (32 bytes, base64url). */
export const deleteSharedDpInput = z.object({
  delete_token: text(refusal(SCHEMA_MESSAGES.required, "delete_token")).regex(/^[A-Za-z0-9_-]{43}$/, refusal(SCHEMA_MESSAGES.notValid, "delete_token")),
});
export type DeleteSharedDpInput = z.infer<typeof deleteSharedDpInput>;

export interface SharedDpCreatedDto {
  id: string;
  url: string;
  delete_token: string;
  expires_at: string;
}

export interface SharedDpDto {
  id: string;
  image_url: string;
  campaign: { short_id: string; title: string };
  expires_at: string;
}
