import { z } from "zod";

/** PostgreSQL's `integer`, the type of every numeric id: a larger number cannot name a row, and the database refuses it with an error. */
export const PG_INT_MAX = 2_147_483_647;

// PostgreSQL stores neither a NUL byte nor half of a UTF-16 surrogate pair in text, and refuses the whole statement.
const MALFORMED_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const MALFORMED_TEXT_MESSAGE = "must not contain a NUL byte or an unpaired UTF-16 surrogate";

export function isWellFormedText(value: string): boolean {
  return !MALFORMED_TEXT.test(value);
}

/**
 * The start of every text input and path parameter: a string PostgreSQL can store. The
 * refusal names the field through its path ('title: must not contain ...').
 */
export function text(message?: string) {
  return z.string(message).refine(isWellFormedText, MALFORMED_TEXT_MESSAGE);
}

function boundedId<T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(field: string, number: T) {
  return number.int(`${field} must be a whole number`).min(1, `${field} must be a positive number`).max(PG_INT_MAX, `${field} must be at most ${PG_INT_MAX}`);
}

/** A numeric id in a JSON body: a whole number that fits PostgreSQL's integer. */
export function recordId(field: string) {
  return boundedId(field, z.number(`${field} must be a number`));
}

/** A numeric id from a URL or query string, given as text. */
export function recordIdParam(field: string) {
  return boundedId(field, z.coerce.number(`${field} must be a number`));
}
