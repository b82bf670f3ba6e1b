/**
 * The few texts the first load of every page needs (signing in, the public
 * generator). MESSAGES includes them. A module of their own, since a bundle keeps
 * every export of a module that any of its chunks uses.
 */
export const FIRST_LOAD_MESSAGES = {
  campaignNotFound: "Campaign not found",
  campaignLoadFailed: "Failed to load campaign",
  photoTooLarge: "Image must be smaller than 5MB",
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
} as const;
