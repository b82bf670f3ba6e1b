import { apiAnswer } from "../../lib/api-errors/call-failure.ts";

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
  const answer = apiAnswer(error);
  if (answer === null) return new AccountCallError("Network request failed", null, null, { cause: error });
  return new AccountCallError(describe(answer.status, answer.message), answer.status, answer.message, { cause: error });
}
