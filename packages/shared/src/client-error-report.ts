/**
 * Reports of errors a visitor's page threw and did not catch (POST /api/client-errors), which the
 * SPA sends and the API logs and counts. Imports nothing, so the SPA's entry script can take these
 * without the schema library (the schema is client-error-schemas.ts).
 */
export const CLIENT_ERROR_REPORTS = {
  path: "/api/client-errors",
  /** The largest body the API reads; a report is a few hundred bytes. */
  maxBodyBytes: 8 * 1024,
  maxMessageChars: 500,
  /** For the page's path and the script's address. */
  maxUrlChars: 300,
  maxReleaseChars: 64,
  /** Reports one page load sends at most: a loop throwing the same error is reported once, a broken page a few times. */
  perPageLoad: 5,
} as const;

/** A browser named by its family only: no version, no device. */
export const BROWSER_FAMILIES = ["chrome", "edge", "firefox", "safari", "opera", "samsung", "other"] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** An uncaught error (`error` event) or a promise rejection nothing handled (`unhandledrejection`). */
export const CLIENT_ERROR_KINDS = ["error", "rejection"] as const;
