import { NetworkError } from "./http.ts";
import { AUTH_MESSAGES } from "./messages.ts";

/** What the auth page shows for a failed sign-in or sign-up: the error's own text, else the generic one. */
export function authErrorMessage(error: unknown): string {
  // A network failure's own text ("Failed to fetch") means nothing to a user.
  if (error instanceof NetworkError) return AUTH_MESSAGES.unexpected;
  return error instanceof Error && error.message.trim() !== "" ? error.message : AUTH_MESSAGES.unexpected;
}
