import type { z } from "zod";

/** 'path: message' joined by '; ', the form the spec shows validation errors in; each message through `translate`, the field names as they are. */
export function formatZodError(error: z.ZodError, translate: (text: string) => string = (text) => text): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${translate(issue.message)}` : translate(issue.message))).join("; ");
}
