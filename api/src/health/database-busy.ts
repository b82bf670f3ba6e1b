import { Prisma } from "@twend/db";
import { MESSAGES } from "@twend/shared";
import { HttpError } from "../http/http-error.ts";

/** Clients may try again this soon: a queue of waiting queries drains in about that time. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Prisma's words (code P2028) for a transaction that waited too long for one of the process's
 * connections, all in use by other requests, or that outlived its time limit queued behind them.
 * Its other P2028s are faults of the code and stay 500s.
 */
const OVERLOADED = /Unable to start a transaction in the given time|cannot be executed on an expired transaction/;

/**
 * A query the database was too busy to answer in time: 503 with Retry-After, so a crowd of
 * searches at once is told to come back rather than answered with a 500.
 */
export function databaseBusy(error: unknown): HttpError | undefined {
  const overloaded = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2028" && OVERLOADED.test(error.message);
  return overloaded ? new HttpError(503, MESSAGES.busy, { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) }) : undefined;
}
