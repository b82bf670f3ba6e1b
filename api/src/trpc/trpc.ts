import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { formatZodError } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { requireUser } from "../auth/current-user.ts";
import { HttpError } from "../http/http-error.ts";

export interface TrpcContext {
  app: AppContext;
  /** The HTTP request, whose session cookie says who is calling. */
  req: FastifyRequest;
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    // Validation failures read like the REST ones: 'path: message; ...'.
    if (error.cause instanceof ZodError) {
      return { ...shape, message: formatZodError(error.cause) };
    }
    return shape;
  },
});

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "TOO_MANY_REQUESTS",
  501: "NOT_IMPLEMENTED",
};

/** Services throw `HttpError`; tRPC clients get the matching code and message. */
const httpErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof HttpError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODE_BY_STATUS[cause.statusCode] ?? "BAD_REQUEST", message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(httpErrors);

/** Signed-in callers only; the procedure gets the account as `ctx.user`. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { user: await requireUser(ctx.app, ctx.req) } }),
);
