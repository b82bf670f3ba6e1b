import { TRPCClientError } from "@trpc/client";

/** A failed account call. `status` is null when no answer of the API's came back (offline, or a proxy's own error page). */
export class AccountCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The API's own reason, when it answered. */
    readonly serverMessage: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "AccountCallError";
  }
}

/** A failed tRPC call in the account layer's terms, worded by `describe` from the API's status and reason when it answered. */
export function accountCallError(error: unknown, describe: (status: number, serverMessage: string) => string): AccountCallError {
  const status = error instanceof TRPCClientError && typeof error.data?.httpStatus === "number" ? error.data.httpStatus : null;
  if (status === null || !(error instanceof Error)) return new AccountCallError("Network request failed", null, null, { cause: error });
  return new AccountCallError(describe(status, error.message), status, error.message, { cause: error });
}
