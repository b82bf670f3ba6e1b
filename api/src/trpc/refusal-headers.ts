import type { TRPCError } from "@trpc/server";
import { HttpError } from "../http/http-error.ts";

/** A refusal's own headers (Retry-After on a spent budget), for tRPC clients as REST ones get them. */
export function refusalHeaders({ errors }: { errors: readonly TRPCError[] }): { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  for (const error of errors) if (error.cause instanceof HttpError) Object.assign(headers, error.cause.headers);
  return { headers };
}
