import { fastifyRequestHandler, type FastifyHandlerOptions } from "@trpc/server/adapters/fastify";
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { readSession } from "../auth/session-cookie.ts";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { appRouter, type AppRouter } from "./app-router.ts";
import { Transform } from "node:stream";
import { BODY_TOO_LARGE, DEFAULT_BODY_LIMIT } from "./operation-meta.ts";
import { largestBodyLimit, procedureMetas } from "./procedure-metas.ts";
import { refusalHeaders } from "./refusal-headers.ts";
import { trpcContextFactory } from "./trpc-context.ts";
import { answerUploadCall, isMultipart } from "./upload-call.ts";

/** Answers one tRPC request (`path` is the procedure's, or a batch's comma-separated ones) as tRPC's own route would. */
export type TrpcHandler = (req: FastifyRequest, reply: FastifyReply, path: string) => Promise<void>;

/** tRPC's request handler with the app's router, call context and error log, for every route that carries tRPC calls. */
export function trpcHandler(app: FastifyInstance, ctx: AppContext): TrpcHandler {
  const contextOf = trpcContextFactory(app, ctx);
  const options = {
    router: appRouter,
    createContext: ({ req }) => contextOf(req),
    onError({ error, path, req }) {
      if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "tRPC procedure failed");
    },
    responseMeta: refusalHeaders,
  } satisfies FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply>;
  return (req, res, path) => fastifyRequestHandler({ ...options, req, res, path });
}

/**
 * `/trpc/{path}`. The route is declared here rather than by tRPC's Fastify plugin, which
 * also parses multipart bodies: here a write's body goes through the app's own parsers,
 * so multipart, form and text bodies get 415 exactly as on the REST routes
 * (registerCrossSiteGuard), and the cross-site guard covers the route like any other write.
 */
export async function registerTrpc(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const handle = trpcHandler(app, ctx);
  const contextOf = trpcContextFactory(app, ctx);
  const bodyLimit = largestBodyLimit();
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/trpc/")) route.bodyLimit = bodyLimit;
  });
  const metas = new Map(procedureMetas().map(({ path, meta }) => [path, meta]));
  /**
   * What this request may send, known before its body is read: an upload's limit only for one
   * call alone, and only for a caller the procedure accepts (a signed-in session where it asks for
   * one); anything else gets Fastify's default. A batch never carries an upload, so naming an
   * upload in a batch cannot buy a large body for the calls beside it.
   */
  const limitFor = (req: FastifyRequest, name: string) => {
    const meta = metas.get(name);
    const limit = meta?.bodyLimit ?? DEFAULT_BODY_LIMIT;
    if (limit <= DEFAULT_BODY_LIMIT) return DEFAULT_BODY_LIMIT;
    const forAnyone = meta?.access === "public" || meta?.access === "session";
    return forAnyone || readSession(req) !== null ? limit : DEFAULT_BODY_LIMIT;
  };
  const bodyLimitOf = (req: FastifyRequest, path: string) => (path.includes(",") ? DEFAULT_BODY_LIMIT : limitFor(req, path));
  await app.register(async (scope) => {
    // The route takes the largest body any procedure allows; a request that may not is refused before its body is read.
    scope.addHook("preParsing", async (req, _reply, payload) => {
      const limit = bodyLimitOf(req, (req.params as { path?: string }).path ?? "");
      const declared = req.headers["content-length"];
      if (declared !== undefined) {
        if (Number(declared) > limit) throw new HttpError(413, BODY_TOO_LARGE);
        return payload;
      }
      let received = 0;
      return payload.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, next) {
            received += chunk.length;
            next(received > limit ? new HttpError(413, BODY_TOO_LARGE) : null, chunk);
          },
        }),
      );
    });
    // tRPC parses the JSON text itself; only the parser of this one type is swapped, the others stay the app's.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));
    // A multipart body is read as it arrives, by the one call that takes a file as bytes (upload-call.ts).
    scope.addContentTypeParser("multipart/form-data", (req, payload, done) => {
      const meta = metas.get((req.params as { path?: string }).path ?? "");
      if (meta?.upload) done(null, payload);
      else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(req.headers["content-type"]));
    });
    scope.all<{ Params: { path: string } }>("/trpc/:path", (req, reply) => {
      const meta = metas.get(req.params.path);
      if (isMultipart(req) && meta?.upload) return answerUploadCall(ctx, contextOf, req, reply, req.params.path, { ...meta, upload: meta.upload });
      return handle(req, reply, req.params.path);
    });
  });
}
