import { AccountCallError } from "./account-call-error.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { specText, type UserText } from "./user-text.ts";

/** What the auth page shows for a failed sign-in or sign-up: the API's reason, else the spec's text the call was refused with, else the generic one. */
export function describeAuthFailure(error: unknown): UserText {
  // Without an answer of the API's there is no reason to give a user; any other error's text is a developer's, in English.
  if (!(error instanceof AccountCallError) || error.status === null) return AUTH_MESSAGES.unexpected;
  return error.serverMessage || specText(error.message);
}
