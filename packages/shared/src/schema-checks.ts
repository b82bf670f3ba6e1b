import { z } from "zod";
import { fillTemplate, SCHEMA_MESSAGES } from "./schema-messages.ts";

/**
 * Zod checks worded with SCHEMA_MESSAGES, for `.check(...)`: each limit is written once, and the
 * refusal states that same limit.
 */

export const maxChars = (field: string, max: number) => z.maxLength(max, fillTemplate(SCHEMA_MESSAGES.tooLong, { field, max }));

export const minChars = (field: string, min: number) => z.minLength(min, fillTemplate(SCHEMA_MESSAGES.tooShort, { field, min }));

export const atMost = (field: string, max: number) => z.lte(max, fillTemplate(SCHEMA_MESSAGES.tooLarge, { field, max }));

export const atLeast = (field: string, min: number) => z.gte(min, fillTemplate(SCHEMA_MESSAGES.tooSmall, { field, min }));

/** Both ends of a range, refused with one text: `.check(...between("zoom", { min: 1, max: 4 }))`. */
export function between(field: string, range: { readonly min: number; readonly max: number }) {
  const message = fillTemplate(SCHEMA_MESSAGES.outOfRange, { field, min: range.min, max: range.max });
  return [z.gte(range.min, message), z.lte(range.max, message)] as const;
}

/** One of a list, refused as '{field} must be one of: a, b, c'. */
export const oneOf = <const T extends readonly string[]>(field: string, options: T) =>
  z.enum(options, fillTemplate(SCHEMA_MESSAGES.notOneOf, { field, options: options.join(", ") }));

/** A JSON boolean, refused as '{field} must be true or false'. */
export const trueOrFalse = (field: string) => z.boolean(fillTemplate(SCHEMA_MESSAGES.notEither, { field, first: "true", second: "false" }));
