/**
 * The few texts the first load of every page needs (the public generator's).
 * MESSAGES includes them. A module of their own, since a bundle keeps
 * every export of a module that any of its chunks uses.
 */
export const FIRST_LOAD_MESSAGES = {
  campaignNotFound: "Campaign not found",
  campaignLoadFailed: "Failed to load campaign",
  photoTooLarge: "Image must be smaller than 5MB",
} as const;
