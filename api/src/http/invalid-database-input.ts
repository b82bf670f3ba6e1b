import { Prisma } from "@twend/db";
import { HttpError } from "./http-error.ts";

/** SQLSTATEs of a value PostgreSQL cannot hold: a NUL or other invalid byte in text, an untranslatable character, an integer out of range. */
const INVALID_VALUE_STATES = new Set(["22021", "22P05", "22003"]);

const MESSAGE = "The request holds text or a number that cannot be stored";

function sqlStateOf(error: object): unknown {
  if ("code" in error && typeof error.code === "string" && INVALID_VALUE_STATES.has(error.code)) return error.code;
  const cause = "cause" in error ? error.cause : undefined;
  if (typeof cause !== "object" || cause === null) return undefined;
  if ("originalCode" in cause) return cause.originalCode;
  return "code" in cause ? cause.code : undefined;
}

/**
 * A database failure caused by a value the client sent, as a 400: the last line of defence
 * behind the input schemas, which refuse such values first. Both drivers are read: node-postgres
 * reports the SQLSTATE itself or in the adapter error's cause, Prisma maps an out-of-range
 * integer to P2020, and its engine cannot even encode a lone UTF-16 surrogate ('JSON Error').
 */
export function invalidDatabaseInput(error: unknown): HttpError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2020") return new HttpError(400, MESSAGE);
  if (error instanceof Prisma.PrismaClientUnknownRequestError && error.message.includes("JSON Error")) return new HttpError(400, MESSAGE);
  const state = sqlStateOf(error);
  return typeof state === "string" && INVALID_VALUE_STATES.has(state) ? new HttpError(400, MESSAGE) : undefined;
}
