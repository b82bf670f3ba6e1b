import { emailSchema } from "@twend/shared";
import { z } from "zod";

/** A Google identity as this app keeps it. */
export interface GoogleProfile {
  /** With `sub`, what identifies the person; the e-mail address can change hands. */
  issuer: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  givenName: string | null;
  familyName: string | null;
}

// Display fields are best effort: an odd value is dropped rather than failing the sign-in.
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .nullish()
    .catch(null)
    .transform((v) => v ?? null);

/** The OpenID Connect userinfo answer (standard claims), as far as it is used. */
export const userinfoSchema = z.object({
  sub: z.string().min(1).max(255),
  email: emailSchema,
  // Some providers send the string "true"; anything that is not a clear yes counts as unverified.
  email_verified: z
    .union([z.boolean(), z.literal("true").transform(() => true)])
    .optional()
    .catch(false)
    .transform((v) => v === true),
  name: text(200),
  given_name: text(80),
  family_name: text(80),
  // Shown as an <img src>, so only web URLs.
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});
export type Userinfo = z.infer<typeof userinfoSchema>;

export function toGoogleProfile(issuer: string, info: Userinfo): GoogleProfile {
  return {
    issuer,
    sub: info.sub,
    email: info.email,
    emailVerified: info.email_verified,
    name: info.name,
    picture: info.picture,
    givenName: info.given_name,
    familyName: info.family_name,
  };
}
