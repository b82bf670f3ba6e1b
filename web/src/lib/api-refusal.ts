import { TRPCClientError } from "@trpc/client";

/** The API's own answer to a call it refused: its HTTP status and its words. */
export interface ApiRefusal {
  status: number;
  message: string;
}

/**
 * The API's answer to a failed call, or null when no answer of the API's came back (offline, a
 * proxy's error page, or not a tRPC call at all): only the API's answers carry their HTTP status.
 */
export function apiRefusal(error: unknown): ApiRefusal | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" ? { status, message: error.message } : null;
}
