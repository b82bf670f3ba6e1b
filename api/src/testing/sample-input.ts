import type { z } from "zod";

/** A schema's definition as zod keeps it at run time: its kind and, for wrappers, what it wraps. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string>;
  values?: readonly unknown[];
  format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === "optional";

/** The schema a wrapper (optional, default, pipe, ...) validates its input with. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  return inner ? unwrapped(inner) : schema;
}

/** The fields of an object input, merged across intersections and taken from a union's first option. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const base = unwrapped(schema);
  const def = defOf(base);
  if (def.type === "object") return def.shape ?? {};
  if (def.type === "intersection" && def.left && def.right) return { ...fieldsOf(def.left), ...fieldsOf(def.right) };
  if (def.type === "union" && def.options?.[0]) return fieldsOf(def.options[0]);
  return {};
}

/** A value of the field's own type, or the caller's value for the field's name. */
function sampleOf(name: string, schema: z.ZodType, byName: Readonly<Record<string, unknown>>): unknown {
  const def = defOf(unwrapped(schema));
  // An id that is a UUID (a batch's) is never the number another input's id is.
  if (def.type === "string" && def.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  // One name may be a number here and text there (a Twend's id, a share's id).
  if (name in byName) return def.type === "string" && typeof byName[name] === "number" ? String(byName[name]) : byName[name];
  if (def.type === "union" && def.options?.[0]) return sampleOf(name, def.options[0], byName);
  if (def.type === "number") return 1;
  if (def.type === "boolean") return true;
  if (def.type === "enum") return Object.values(def.entries ?? {})[0];
  if (def.type === "literal") return def.values?.[0];
  return "Sample text";
}

/**
 * An input with every required field filled in, and every field `byName` names: the schema accepts it
 * when `byName` holds the fields with rules of their own (and one of the flags an input needs one of).
 */
export function requiredInput(schema: z.ZodType, byName: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fieldsOf(schema))
      .filter(([name, field]) => !isOptional(field) || name in byName)
      .map(([name, field]) => [name, sampleOf(name, field, byName)]),
  );
}
