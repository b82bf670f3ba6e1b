import type { AnyTRPCProcedure, TRPCRouterRecord } from "@trpc/server";
import { appRouter } from "./app-router.ts";
import { DEFAULT_BODY_LIMIT, type OperationMeta } from "./operation-meta.ts";

const isProcedure = (entry: AnyTRPCProcedure | TRPCRouterRecord): entry is AnyTRPCProcedure => typeof entry === "function";

/** The procedures of a router's record and its sub-records, by dotted path. */
function* proceduresOf(record: TRPCRouterRecord, prefix: string): Generator<{ path: string; procedure: AnyTRPCProcedure }> {
  for (const [key, entry] of Object.entries(record)) {
    const path = prefix + key;
    if (isProcedure(entry)) yield { path, procedure: entry };
    else yield* proceduresOf(entry, `${path}.`);
  }
}

/** Each procedure of the app's router, by dotted path, with its operation meta. */
export function procedureMetas(): Array<{ path: string; meta: OperationMeta }> {
  // The router object is its record of domains, beside the router's own two members.
  const { _def: _ownDefinition, createCaller: _ownCaller, ...domains } = appRouter;
  return [...proceduresOf(domains, "")].map(({ path, procedure }) => ({ path, meta: (procedure.meta as OperationMeta | undefined) ?? {} }));
}

/**
 * The body limit of the one route that carries every tRPC call: the largest any procedure
 * allows. Each procedure then holds its own call to its own limit (see operationLimits).
 */
export function largestBodyLimit(): number {
  return Math.max(DEFAULT_BODY_LIMIT, ...procedureMetas().map(({ meta }) => meta.bodyLimit ?? 0));
}
