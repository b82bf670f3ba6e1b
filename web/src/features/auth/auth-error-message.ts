import { AccountCallError } from "./account-call-error.ts";
import { AUTH_MESSAGES } from "./messages.ts";

/** What the auth page shows for a failed sign-in or sign-up: the error's own text, else the generic one. */
export function authErrorMessage(error: unknown): string {
  // Without an answer of the API's there is no reason to give a user.
  if (error instanceof AccountCallError && error.status === null) return AUTH_MESSAGES.unexpected;
  return error instanceof Error && error.message.trim() !== "" ? error.message : AUTH_MESSAGES.unexpected;
}
