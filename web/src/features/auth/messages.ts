/**
 * Texts of the spec's account screens (sign-in, callback, password reset, profile) that the
 * shared catalogue (`MESSAGES` in @twend/shared) does not hold; those it holds are imported from there.
 * The texts of the session check and sign-out are in ACCOUNT_MESSAGES, which every page loads.
 */
export const AUTH_MESSAGES = {
  redirectUrlFailed: (status: number) => `Failed to get login redirect URL: API responded with HTTP status ${status}`,
  exchangeFailed: (status: number) => `Failed to exchange code for session token: API responded with HTTP status ${status}`,
  noCodeInUrl: "Cannot exchange code for session token: no code provided in the URL search params.",
  googleSignInFailed: "Failed to sign in with Google. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  callbackCancelled: "Authentication was cancelled or failed",
  forgotFailed: "Failed to send reset email. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",
  network: "Network error. Please check your connection and try again.",
  invalidResetLink: "Invalid reset link. Please request a new password reset.",
  profilePictureTooLarge: "Please select an image smaller than 5MB",
  // Not worded by the spec: shown when a required field holds only spaces, which the browser's own check lets through.
  firstNameRequired: "Please enter your first name",
  lastNameRequired: "Please enter your last name",
  passwordRequired: "Please enter your password",
} as const;
