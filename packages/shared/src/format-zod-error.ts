import type { z } from "zod";

/** 'path: message' joined by '; ', the form the spec shows validation errors in. */
export function formatZodError(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
}
