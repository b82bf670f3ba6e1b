import { z } from "zod";
import { BROWSER_FAMILIES, CLIENT_ERROR_KINDS, CLIENT_ERROR_REPORTS } from "./client-error-report.ts";
import { text } from "./safe-input.ts";

const { maxMessageChars, maxUrlChars, maxReleaseChars } = CLIENT_ERROR_REPORTS;
const position = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

/**
 * One error report from a visitor's browser. Strict: a field the SPA does not send is refused, so
 * nothing but these (no query string, no cookie, no user) can be stored through it.
 */
export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: text().trim().min(1).max(maxMessageChars),
  /** The page's path, without its query string or fragment. */
  path: text()
    .max(maxUrlChars)
    .regex(/^\/[^?#]*$/),
  /** The script the error was thrown in: a path on this site, or another origin's address; no query string. */
  source: text()
    .max(maxUrlChars)
    .regex(/^[^?#]*$/)
    .optional(),
  line: position.optional(),
  column: position.optional(),
  /** The build of the SPA that sent it. */
  release: text()
    .max(maxReleaseChars)
    .regex(/^[\w.-]+$/)
    .optional(),
  browser: z.enum(BROWSER_FAMILIES).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
