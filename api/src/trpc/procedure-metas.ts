import { appRouter } from "./app-router.ts";
import { DEFAULT_BODY_LIMIT, type OperationMeta } from "./operation-meta.ts";

/** Each procedure of the app's router, by dotted path, with its operation meta. */
export function procedureMetas(): Array<{ path: string; meta: OperationMeta }> {
  // At run time the router keeps its procedures flat, under their dotted paths.
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({ path, meta: (procedure as { _def: { meta?: OperationMeta } })._def.meta ?? {} }));
}

/**
 * The body limit of the one route that carries every tRPC call: the largest any procedure
 * allows. Each procedure then holds its own call to its own limit (see operationLimits).
 */
export function largestBodyLimit(): number {
  return Math.max(DEFAULT_BODY_LIMIT, ...procedureMetas().map(({ meta }) => meta.bodyLimit ?? 0));
}
