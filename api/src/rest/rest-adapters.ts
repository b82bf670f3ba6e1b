import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { appRouter } from "../trpc/app-router.ts";
import type { Access, RestBinding } from "../trpc/operation-meta.ts";
import { procedureMetas } from "../trpc/procedure-metas.ts";
import { trpcContextFactory } from "../trpc/trpc-context.ts";

/** One documented call and the procedure behind it. */
export interface RestOperation {
  procedure: string;
  access: Access;
  binding: RestBinding;
  bodyLimit: number | undefined;
}

/** Every documented call declared on a procedure of the app's router, in the router's order. */
export function restOperations(): RestOperation[] {
  return procedureMetas().flatMap(({ path, meta }) =>
    (meta.rest ?? []).map((binding) => ({ procedure: path, access: meta.access ?? "public", binding, bodyLimit: meta.bodyLimit })),
  );
}

/** The procedure's input from a documented request: the query, the JSON body's fields, then the URL params, which win. */
function inputOf(req: FastifyRequest): unknown {
  const params = (req.params ?? {}) as Record<string, string>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body: unknown = req.body ?? {};
  // A body that is not an object is passed on as it is, for the input schema to refuse.
  return typeof body === "object" && !Array.isArray(body) ? { ...query, ...body, ...params } : body;
}

function envelope(binding: RestBinding, output: unknown): unknown {
  if (binding.envelope === "bare") return output;
  if (binding.envelope === "success") return { success: true };
  if (binding.envelope === "spread") return { success: true, ...(output as Record<string, unknown>) };
  return { success: true, data: output };
}

/**
 * A procedure's failure as the REST error handler expects it: what the validation or the
 * service threw, which that handler answers as for any route, else the status tRPC would answer.
 */
function restError(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (error.cause instanceof HttpError || error.cause instanceof ZodError || error.code === "INTERNAL_SERVER_ERROR") return error.cause ?? error;
  return new HttpError(getHTTPStatusCodeFromError(error), error.message);
}

type Call = (input: unknown) => Promise<unknown>;

/** The caller's function for a dotted procedure path. */
function callAt(caller: unknown, path: string): Call {
  let node = caller;
  for (const key of path.split(".")) node = (node as Record<string, unknown>)[key];
  return node as Call;
}

/**
 * Registers, on `app`, the documented `/api/...` calls of the procedures whose access is
 * among `accesses`: each calls its procedure through a server-side caller, so input
 * validation, access rule, body limit, budget and output are the procedure's own, and only
 * the `{ success, ... }` envelope is added here.
 */
export function registerRestAdapters(app: FastifyInstance, ctx: AppContext, accesses: readonly Access[]): void {
  const contextOf = trpcContextFactory(app, ctx);
  const createCaller = appRouter.createCaller;
  for (const operation of restOperations()) {
    if (!accesses.includes(operation.access)) continue;
    const { binding } = operation;
    app.route({
      method: binding.method,
      url: binding.path,
      ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
      handler: async (req, reply) => {
        if (binding.headers) reply.headers(binding.headers);
        const call = callAt(createCaller(contextOf(req)), operation.procedure);
        let output: unknown;
        try {
          output = await call(inputOf(req));
        } catch (error) {
          throw restError(error);
        }
        return binding.envelope === "none" ? reply.status(204).send() : envelope(binding, output);
      },
    });
  }
}
