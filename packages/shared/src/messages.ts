import { FIRST_LOAD_MESSAGES } from "./first-load-messages.ts";
import { HOME_MESSAGES } from "./home-messages.ts";

/** User-facing texts of the spec's error catalogue, defined once. */
export const MESSAGES = {
  ...FIRST_LOAD_MESSAGES,
  ...HOME_MESSAGES,
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  backgroundTooLarge: "Image must be smaller than 10MB",
  sharedDpTooLarge: "Image must be smaller than 12MB",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  validationFailed: "Validation failed. Please check your inputs.",
  createFailed: "Failed to create campaign",
  notFound: "Not found",
  tooManyRequests: "Too many requests. Please slow down and try again shortly.",
  internal: "Something went wrong on our side. Please try again.",
  busy: "Twend is very busy right now. Please try again in a few seconds.",
  adminRequired: "Access denied. Admin privileges required.",
  unauthorized: "Please sign in to continue",
  invalidCredentials: "Invalid email or password",
  accountDeactivated: "This account has been deactivated. Contact support if you think this is a mistake.",
  emailTaken: "An account with this email already exists",
  passwordTooLong: "Password must be at most 128 characters long",
  passwordTooCommon: "This password is too common. Please choose one that is harder to guess.",
  enterEmail: "Please enter your email address",
  invalidEmail: "Please enter a valid email address",
  invalidResetLink: "This reset link is invalid or has expired. Please request a new password reset.",
  googleNotConfigured: "Google sign-in is not configured on this server",
  googleNoCode: "No authorization code received",
  googleExchangeFailed: "Failed to complete authentication",
  googleEmailUnverified: "Your Google account's email is not verified, so it cannot be linked to an existing account",
  crossSiteRequest: "Cross-site requests are not allowed",
  adminPrivilegesRequired: "Admin privileges required.",
  /** '{detail}' is what went wrong: the server's reason, or the status it answered. */
  adminAnalyticsLoadFailed: "Failed to load analytics: {detail}",
  imageNotDataUrl: "The image must be sent as a base64 data URL",
  imageEmpty: "The image file is empty",
  imageUnsupportedType: "Only JPG, PNG and WebP images are accepted",
  imageTypeMismatch: "The file's content does not match its declared type. Please choose a JPG, PNG or WebP image.",
  imageUnreadable: "The image could not be read. It may be damaged; please choose another file.",
  imageTooManyPixels: "Image must be at most 8000 pixels on each side and 40 megapixels in total",
  titleRequired: "Title is required",
  backgroundRequired: "Background image is required",
  shortIdRule: "Use letters, numbers, and hyphens only. 3-50 characters.",
  shortIdReserved: "This custom link is reserved. Please choose another one.",
  shortIdTaken: "This custom link is already taken. Please choose another one.",
  campaignNotEditable: "Campaign not found or you do not have permission to edit it",
  backgroundNotFound: "The background image was not found. Please upload it again.",
  nameRequired: "user_name: Please enter your name",
  renderNotFound: "This picture is not available any more. Please generate it again.",
  // Read as the reason in 'Failed to generate DP: {reason}. Please try again.'
  rendersBusy: "the server is busy making other pictures",
  sharedDpNotFound: "This shared picture does not exist or has expired.",
  sharedDpNotPng: "image must be a PNG data URL",
} as const;

/**
 * The browse page's texts. Kept out of MESSAGES, which every page's first
 * load carries, so each screen ships only its own strings.
 */
export const BROWSE_MESSAGES = {
  loading: "Loading Twends...",
  /** '{n}' is the formatted count of matches. */
  count: "{n} Twends found",
  /** Appended to count when a category is chosen. */
  countInCategory: " in {category}",
  emptyTitle: "No Twends Found",
  emptyFiltered: "Try adjusting your search or filters",
  emptyAll: "Be the first to create a Twend!",
} as const;

/** The admin area's texts, out of every page's first load like BROWSE_MESSAGES. */
export const ADMIN_MESSAGES = {
  cannotDeactivateSelf: "You cannot deactivate your own account",
  userNotFound: "User not found",
  /** A retry or removal of a job that is no longer among the lane's failed jobs (retried, removed or expired meanwhile). */
  failedJobNotFound: "This job is no longer among the failed jobs",
} as const;

/** The blog's API errors, out of every page's first load like BROWSE_MESSAGES. */
export const BLOG_MESSAGES = {
  postNotFound: "Post not found",
  slugTaken: "A post with this slug already exists",
} as const;
