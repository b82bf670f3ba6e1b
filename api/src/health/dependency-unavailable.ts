import { RETRY_MAX_MS, type DependencyName } from "@twend/runtime";
import { HttpError } from "../http/http-error.ts";

/** What the visitor is told is missing: the job queue lives in Redis. */
const WHAT: Record<DependencyName, string> = { database: "database", redis: "job queue" };

/** Clients may try again this soon: a missing dependency is tried again at least this often. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = Math.ceil(RETRY_MAX_MS / 1000);

/** The answer to a request that needs a dependency the process cannot reach right now: 503 with Retry-After. */
export function dependencyUnavailable(name: DependencyName): HttpError {
  return new HttpError(503, `The service is briefly unavailable: its ${WHAT[name]} cannot be reached. Please try again shortly.`, {
    "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
}
