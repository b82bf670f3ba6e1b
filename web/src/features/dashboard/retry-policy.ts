import { ApiError } from "../auth/http.ts";

const MAX_RETRIES = 2;

/** Retries a dropped connection or a server fault; a 4xx answer (signed out, not found) will not change. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}
