import { TRPCClientError } from "@trpc/client";
import { apiRefusal } from "../../lib/api-refusal.ts";

/** The API's own words for a call it refused, or null when no answer of its came back. */
export function serverReason(error: unknown): string | null {
  return apiRefusal(error)?.message ?? null;
}

/** The answer a failed call got, when it got one the client could read. */
export function answeredResponse(error: unknown): Response | null {
  if (!(error instanceof TRPCClientError)) return null;
  const response: unknown = error.meta?.response;
  return response instanceof Response ? response : null;
}

/** What went wrong, for the screens that put it after their own words: the server's reason, else what the browser saw. */
export function failureDetail(error: unknown): string {
  const reason = serverReason(error);
  if (reason !== null) return reason;
  const cause = error instanceof TRPCClientError ? error.cause : error;
  // fetch rejects with a TypeError, and only then: when no answer arrived.
  if (cause instanceof TypeError) return "Network request failed";
  // Something other than the API answered (a proxy's error page).
  if (cause instanceof SyntaxError) return "the server sent an answer this page cannot read";
  const response = answeredResponse(error);
  if (response) return `the server answered HTTP ${response.status}`;
  return error instanceof Error ? error.message : String(error);
}
