import { msg } from "@lingui/core/macro";

/**
 * Texts of the spec's account screens (sign-in, callback, password reset) that the shared
 * catalogue (`MESSAGES` in @twend/shared) does not hold; those it holds are imported from there.
 * The texts of the session check and sign-out are in ACCOUNT_MESSAGES, which every page loads.
 * The errors' own messages are for the console and stay in English; what users read is translated.
 */
export const AUTH_MESSAGES = {
  redirectUrlFailed: (status: number) => `Failed to get login redirect URL: API responded with HTTP status ${status}`,
  exchangeFailed: (status: number) => `Failed to exchange code for session token: API responded with HTTP status ${status}`,
  noCodeInUrl: "Cannot exchange code for session token: no code provided in the URL search params.",
  googleSignInFailed: msg`Failed to sign in with Google. Please try again.`,
  unexpected: msg`An unexpected error occurred. Please try again.`,
  callbackCancelled: msg`Authentication was cancelled or failed`,
  forgotFailed: msg`Failed to send reset email. Please try again.`,
  resetFailed: msg`Failed to reset password. Please try again.`,
  network: msg`Network error. Please check your connection and try again.`,
  invalidResetLink: msg`Invalid reset link. Please request a new password reset.`,
  // Not worded by the spec: shown when a required field holds only spaces, which the browser's own check lets through.
  firstNameRequired: msg`Please enter your first name`,
  lastNameRequired: msg`Please enter your last name`,
  passwordRequired: msg`Please enter your password`,
} as const;
