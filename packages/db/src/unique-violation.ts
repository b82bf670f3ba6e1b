import { Prisma } from "./generated/prisma/client.ts";

/**
 * A unique-key conflict, as either driver reports it: Prisma maps PostgreSQL's
 * to P2002, while the PGlite adapter passes the driver error through with the
 * SQLSTATE (23505) in its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  if (!(error instanceof Error) || typeof error.cause !== "object" || error.cause === null) return false;
  const cause: { code?: unknown; kind?: unknown } = error.cause;
  return cause.code === "23505" || cause.kind === "UniqueConstraintViolation";
}
