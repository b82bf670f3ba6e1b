import { z } from "zod";
import { isWellFormedText, MALFORMED_TEXT_MESSAGE, text } from "./safe-input.ts";
import { LIMITS } from "./constants.ts";
import { MESSAGES } from "./messages.ts";

/** Trimmed and lower-cased: addresses are compared case-insensitively everywhere. */
export const emailSchema = z
  .string(MESSAGES.enterEmail)
  .refine(isWellFormedText, MALFORMED_TEXT_MESSAGE)
  .trim()
  .min(1, MESSAGES.enterEmail)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/** Never trimmed or truncated: every character the user typed counts. */
export const newPasswordSchema = text().min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort).max(LIMITS.passwordMaxLength, MESSAGES.passwordTooLong);

const personName = (label: string) => text(`${label} is required`).trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

export const registerInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName("First name"),
  lastName: personName("Last name"),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailSchema,
  // Only bounded here: a sign-in never reveals which rule an old password breaks.
  password: text().min(1, "Password is required").max(1024, MESSAGES.invalidCredentials),
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
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The spec's profile fields; a missing field keeps its default. */
export const profileInput = z.object({
  display_name: optionalText("Display name", 80),
  bio: optionalText("Bio", 500),
  website: optionalText("Website", 300).refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Website must be a URL starting with http:// or https://"),
  notifications: z.boolean("notifications must be true or false").default(true),
  public_profile: z.boolean("public_profile must be true or false").default(false),
});
export type ProfileInput = z.infer<typeof profileInput>;

export interface ProfileDto {
  display_name: string | null;
  bio: string | null;
  website: string | null;
  notifications: boolean;
  public_profile: boolean;
}

/** The current user as `/api/users/me` and `/api/auth/me` return it (spec section 3). */
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
