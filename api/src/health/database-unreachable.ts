import { Prisma } from "@twend/db";
import type { HttpError } from "../http/http-error.ts";
import { dependencyUnavailable } from "./dependency-unavailable.ts";

/** Prisma's codes for a server it cannot reach, that timed out, or that closed the connection. */
const PRISMA_UNREACHABLE = new Set(["P1001", "P1002", "P1017"]);
/** node-postgres failing to connect, or PostgreSQL shutting down or still starting (SQLSTATE 57P01-57P03). */
const PG_UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "57P01", "57P02", "57P03"]);
const PG_CONNECTION_LOST = /^Connection terminated/;

/**
 * A query that failed because the database went away, as the same 503 the requests get while it
 * is missing: the database watcher notices within seconds, and until then a request that ran into
 * it is answered alike instead of with a 500.
 */
export function databaseUnreachable(error: unknown): HttpError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if (error instanceof Prisma.PrismaClientKnownRequestError) return PRISMA_UNREACHABLE.has(error.code) ? dependencyUnavailable("database") : undefined;
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code !== undefined && PG_UNREACHABLE.has(code)) return dependencyUnavailable("database");
  return error instanceof Error && PG_CONNECTION_LOST.test(error.message) ? dependencyUnavailable("database") : undefined;
}
