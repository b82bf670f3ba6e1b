import { Prisma } from "@twend/db";
import { MESSAGES } from "@twend/shared";
import { HttpError } from "../http/http-error.ts";

/** Clients may try again this soon: a queue of waiting queries drains in about that time. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A query that waited too long for one of the process's database connections, all of them in use
 * by other requests: 503 with Retry-After, so a crowd of searches at once is told to come back
 * rather than answered with a 500. Prisma reports that wait as P2028 ("Unable to start a
 * transaction in the given time"); its other P2028s are faults of the code and stay 500s.
 */
export function databaseBusy(error: unknown): HttpError | undefined {
  const waited =
    error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2028" && error.message.includes("Unable to start a transaction in the given time");
  return waited ? new HttpError(503, MESSAGES.busy, { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) }) : undefined;
}
