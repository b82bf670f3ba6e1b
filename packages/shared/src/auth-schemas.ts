import { z } from "zod";
import { isWellFormedText, requiredText, text } from "./safe-input.ts";
import { LIMITS } from "./constants.ts";
import { MESSAGES } from "./messages.ts";
import { maxChars, trueOrFalse } from "./schema-checks.ts";
import { refusal, SCHEMA_FIELDS, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** Trimmed and lower-cased: addresses are compared case-insensitively everywhere. */
export const emailSchema = z
  .string(MESSAGES.enterEmail)
  .refine(isWellFormedText, SCHEMA_MESSAGES.malformedText)
  .trim()
  .min(1, MESSAGES.enterEmail)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/** Never trimmed or truncated: every character the user typed counts. */
export const newPasswordSchema = text().min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort).max(LIMITS.passwordMaxLength, MESSAGES.passwordTooLong);

const personName = (label: string) => requiredText(label, 80);

export const registerInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName(SCHEMA_FIELDS.firstName),
  lastName: personName(SCHEMA_FIELDS.lastName),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailSchema,
  // Only bounded here: a sign-in never reveals which rule an old password breaks.
  password: text().min(1, refusal(SCHEMA_MESSAGES.required, SCHEMA_FIELDS.password)).max(1024, MESSAGES.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: text().trim().min(1, MESSAGES.invalidResetLink).max(200, MESSAGES.invalidResetLink),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const googleSessionInput = z.object({
  code: text(MESSAGES.googleNoCode).trim().min(1, MESSAGES.googleNoCode).max(2048, MESSAGES.googleNoCode),
  state: text().trim().max(512).optional(),
});
export type GoogleSessionInput = z.infer<typeof googleSessionInput>;

const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .check(maxChars(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** The spec's profile fields; a missing field keeps its default. */
export const profileInput = z.object({
  display_name: optionalText(SCHEMA_FIELDS.displayName, 80),
  bio: optionalText(SCHEMA_FIELDS.bio, 500),
  website: optionalText(SCHEMA_FIELDS.website, 300).refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, SCHEMA_MESSAGES.websiteUrl),
  notifications: trueOrFalse("notifications").default(true),
  public_profile: trueOrFalse("public_profile").default(false),
});
export type ProfileInput = z.infer<typeof profileInput>;

export interface ProfileDto {
  display_name: string | null;
  bio: string | null;
  website: string | null;
  notifications: boolean;
  public_profile: boolean;
}

/** The current user as `/api/users/me` and `/api/auth/me` return it. */
export interface UserDto {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  updated_at: string;
  last_signed_in_at: string | null;
  google_sub: string | null;
  google_user_data: { name: string | null; picture: string | null; email_verified: boolean | null } | null;
}
