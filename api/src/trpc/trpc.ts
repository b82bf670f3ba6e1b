import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { formatZodError, MESSAGES } from "@twend/shared";
import { requireAdmin, requireUser } from "../auth/current-user.ts";
import { isClientError } from "../http/error-handler.ts";
import { HttpError } from "../http/http-error.ts";
import { databaseBusy } from "../health/database-busy.ts";
import { databaseUnreachable } from "../health/database-unreachable.ts";
import { invalidDatabaseInput } from "../http/invalid-database-input.ts";
import { answerLocale } from "../i18n/request-locale.ts";
import { translateMessage } from "../i18n/server-i18n.ts";
import { BODY_TOO_LARGE, DEFAULT_BODY_LIMIT, type OperationMeta } from "./operation-meta.ts";
import type { TrpcContext } from "./trpc-context.ts";

export type { TrpcContext } from "./trpc-context.ts";

const t = initTRPC
  .context<TrpcContext>()
  .meta<OperationMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      // In the language the client asks for, as REST answers are.
      const locale = ctx ? answerLocale(ctx.req) : "en";
      const translate = (text: string) => translateMessage(locale, text);
      // No answer carries a stack (server paths) or an unexpected failure's own message (a raw database
      // error, say), whatever NODE_ENV says; the tRPC route logs those in full. Undefined is not serialised.
      const data = { ...shape.data, stack: undefined };
      if (error.code === "INTERNAL_SERVER_ERROR") return { ...shape, message: translate(MESSAGES.internal), data };
      // Validation failures read like the REST ones: 'path: message; ...'.
      if (error.cause instanceof ZodError) return { ...shape, message: formatZodError(error.cause, translate), data };
      const details = error.cause instanceof HttpError ? error.cause.details(translate) : undefined;
      return { ...shape, message: translate(shape.message), data: { ...data, ...details } };
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
  503: "SERVICE_UNAVAILABLE",
};

/** Services throw `HttpError` (or a 4xx error of their own); tRPC clients get the matching code and message, as REST clients do. */
const httpErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const failure = result.ok ? undefined : result.error.cause;
  const cause = invalidDatabaseInput(failure) ?? databaseUnreachable(failure) ?? databaseBusy(failure) ?? failure;
  if (cause instanceof HttpError || isClientError(cause)) {
    throw new TRPCError({ code: CODE_BY_STATUS[cause.statusCode] ?? "BAD_REQUEST", message: cause.message, cause });
  }
  return result;
});

/** The email an input names, which account budgets are kept per. */
function accountOf(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null || !("email" in input)) return undefined;
  return typeof input.email === "string" ? input.email.trim().toLowerCase() : undefined;
}

/**
 * The size of this call's own input: the body's, unless the body is a tRPC batch, whose other
 * calls (a small one sent beside an upload, say) must not count against this one's limit.
 */
async function inputSize(req: TrpcContext["req"], getRawInput: () => Promise<unknown>): Promise<number> {
  const batched = typeof req.query === "object" && req.query !== null && "batch" in req.query;
  if (!batched) return Number(req.headers["content-length"] ?? 0);
  return Buffer.byteLength(JSON.stringify((await getRawInput()) ?? null));
}

/** The operation's body limit and budget, the same on both transports (the REST adapters call through here). */
const operationLimits = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  if (ctx.refusal) throw ctx.refusal;
  if ((await inputSize(ctx.req, getRawInput)) > (meta?.bodyLimit ?? DEFAULT_BODY_LIMIT)) throw new HttpError(413, BODY_TOO_LARGE);
  if (meta?.budget) await ctx.spend(meta.budget, accountOf(await getRawInput()));
  return next();
});

export const router = t.router;

const base = t.procedure.use(httpErrors).use(operationLimits);

/** Calls that never look at who is signed in. */
export const publicProcedure = base.meta({ access: "public" });

/** Calls that read who is signed in without requiring anyone. */
export const sessionProcedure = base.meta({ access: "session" });

/** Signed-in callers only; the procedure gets the account as `ctx.user`. */
export const protectedProcedure = base.meta({ access: "user" }).use(async ({ ctx, next }) => next({ ctx: { user: await requireUser(ctx.app, ctx.req) } }));

/** Admins only; the procedure gets the account as `ctx.user`. */
export const adminProcedure = base.meta({ access: "admin" }).use(async ({ ctx, next }) => next({ ctx: { user: await requireAdmin(ctx.app, ctx.req) } }));
