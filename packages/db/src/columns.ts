import { DESIGN_FIELDS, type DesignField } from "@twend/shared";
import type { Campaign } from "./generated/prisma/client.ts";

/** The Prisma field of an API field: the schema maps each camelCase field to its snake_case column, which the API's names are. */
export type ColumnOf<Field extends string> = Field extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<ColumnOf<Tail>>}` : Field;

export function columnOf<Field extends string>(field: Field): ColumnOf<Field> {
  return field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as ColumnOf<Field>;
}

/** The fields `fields` names out of `source`, under their Prisma names: those `source` leaves undefined stay undefined, for an update to leave alone. */
export function toColumns<Source extends object, Field extends keyof Source & string>(
  source: Source,
  fields: readonly Field[],
): { [F in Field as ColumnOf<F>]: Source[F] } {
  return Object.fromEntries(fields.map((field) => [columnOf(field), source[field]])) as { [F in Field as ColumnOf<F>]: Source[F] };
}

type DesignColumn = ColumnOf<DesignField>;

/** A Prisma `select` of a Twend's design columns. */
export const DESIGN_SELECT = Object.fromEntries(DESIGN_FIELDS.map((field) => [columnOf(field), true])) as { [C in DesignColumn]: true };

/** A stored Twend's design under the API's names, as the composition module takes it. */
export function designOfRow(row: Pick<Campaign, DesignColumn>): { [F in DesignField]: Campaign[ColumnOf<F>] } {
  return Object.fromEntries(DESIGN_FIELDS.map((field) => [field, row[columnOf(field)]])) as { [F in DesignField]: Campaign[ColumnOf<F>] };
}
