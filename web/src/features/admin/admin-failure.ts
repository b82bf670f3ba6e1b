import { callFailure, serverMessage } from "../../lib/api-errors/call-failure.ts";

/**
 * What went wrong, for the admin screens that put it after their own words: the server's reason,
 * else what the browser saw. In English, as the spec's admin texts around it are.
 */
export function describeFailureDetail(error: unknown): string {
  const reason = serverMessage(error);
  if (reason !== null) return reason;
  const failure = callFailure(error);
  if (failure?.kind === "unreachable") return "Network request failed";
  // Something other than the API answered (a proxy's error page).
  if (failure?.kind === "unreadable") return failure.status === null ? "the server sent an answer this page cannot read" : `the server answered HTTP ${failure.status}`;
  if (failure !== null) return `the server answered HTTP ${failure.status}`;
  return error instanceof Error ? error.message : String(error);
}

/** What a failed admin action or load shows: the server's reason when it gave one, else the spec's text for it. */
export function describeAdminFailure(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
