import { z } from "zod";
import { atMost, maxChars } from "./schema-checks.ts";
import { refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** PostgreSQL's `integer`, the type of every numeric id: a larger number cannot name a row, and the database refuses it with an error. */
export const PG_INT_MAX = 2_147_483_647;

// PostgreSQL stores neither a NUL byte nor half of a UTF-16 surrogate pair in text, and refuses the whole statement.
const MALFORMED_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isWellFormedText(value: string): boolean {
  return !MALFORMED_TEXT.test(value);
}

/**
 * The start of every text input and path parameter: a string PostgreSQL can store. The
 * refusal names the field through its path ('title: must not contain ...').
 */
export function text(message?: string) {
  return z.string(message).refine(isWellFormedText, SCHEMA_MESSAGES.malformedText);
}

/** Trimmed text that must not be empty, refused as '{field} is required' (the blog editor's own sentence ends with a full stop). */
export function requiredText(field: string, max: number, template: typeof SCHEMA_MESSAGES.required | typeof SCHEMA_MESSAGES.requiredSentence = SCHEMA_MESSAGES.required) {
  const required = refusal(template, field);
  return text(required).trim().min(1, required).check(maxChars(field, max));
}

function boundedId<T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(field: string, number: T) {
  return number.int(refusal(SCHEMA_MESSAGES.notWholeNumber, field)).min(1, refusal(SCHEMA_MESSAGES.notPositive, field)).check(atMost(field, PG_INT_MAX));
}

/** A numeric id in a JSON body: a whole number that fits PostgreSQL's integer. */
export function recordId(field: string) {
  return boundedId(field, z.number(refusal(SCHEMA_MESSAGES.notNumber, field)));
}

/** A numeric id from a URL or query string, given as text. */
export function recordIdParam(field: string) {
  return boundedId(field, z.coerce.number(refusal(SCHEMA_MESSAGES.notNumber, field)));
}
