/**
 * The spec's sizes, counts and delays, re-exported by constants.ts. A module of their own: the
 * public generator needs these and none of the other constants, and a bundle keeps every export
 * of a module that any of its chunks uses.
 */

export const MB = 1024 * 1024;

export const LIMITS = {
  generatorPhotoBytes: 5 * MB,
  backgroundBytes: 10 * MB,
  /** A finished DP PNG (background plus footer strip, lossless) is larger than the photo that went in. */
  sharedDpBytes: 12 * MB,
  /** How long a shared DP page stays up. */
  sharedDpDays: 30,
  profilePictureBytes: 5 * MB,
  avatarSize: { min: 50, max: 400, default: 120 },
  textSize: { min: 16, max: 72, default: 32 },
  shortId: { min: 3, max: 50 },
  passwordMinLength: 8,
  passwordMaxLength: 128,
  previewSize: { narrow: 320, wide: 400 },
  footer: { ratio: 0.08, min: 40, max: 80 },
  avatarBorder: { base: 3, min: 2 },
  latestOnHome: 8,
  trendingOnHome: 8,
  mobileBreakpoint: 768,
  copyConfirmationMs: 2000,
  profileSavedMs: 3000,
  authRedirectDelayMs: 1500,
  adminPageSize: 20,
  adminChartDays: 7,
  blogReadingWordsPerMinute: 200,
  blogDefaultReadingTime: 5,
  blogFeaturedCount: 3,
  blogRelatedCount: 3,
  blogCardTags: 3,
  blogLoadMoreFrom: 9,
  resetRedirectDelayMs: 3000,
  adminDeniedRedirectMs: 2000,
  /** Upper bound of a public list page, so no request reads a whole table. */
  publicListMax: 60,
  /** Uploaded images: refused above this many pixels, read from the header before any decode. */
  imageMaxPixels: 40_000_000,
  /** Uploaded images: refused when either side is longer than this, in pixels. */
  imageMaxSide: 8000,
} as const;
