import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { BusboyHeaders } from "@fastify/busboy";
import { dataPaths } from "@twend/config";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { requireAdmin, requireUser } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";
import { appRouter } from "./app-router.ts";
import type { OperationMeta, UploadMeta } from "./operation-meta.ts";
import { receiveUpload, type ReceivedUpload } from "./staged-upload.ts";
import type { TrpcContext } from "./trpc-context.ts";
import { refusalHeaders } from "./refusal-headers.ts";

/** Whether a request's body is a multipart one, which only an operation with an upload reads. */
export const isMultipart = (req: FastifyRequest): boolean => (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * One call to an operation that takes its file as bytes (its meta's `upload`): the caller's access
 * is checked before the body is read, the file is streamed to disk within its limit, and the call
 * then runs through tRPC with the rest of the input, the file in `ctx.upload`, so its validation,
 * limits, budget, output and error answers are the procedure's own. A refusal met while receiving
 * is thrown inside that call too, so the client reads it as any other tRPC error.
 */
export async function answerUploadCall(
  ctx: AppContext,
  contextOf: (req: FastifyRequest) => TrpcContext,
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  meta: OperationMeta & { upload: UploadMeta },
): Promise<void> {
  const body = req.body as Readable;
  let received: ReceivedUpload | null = null;
  let refusal: unknown = null;
  try {
    if (meta.access === "user") await requireUser(ctx, req);
    if (meta.access === "admin") await requireAdmin(ctx, req);
    received = await receiveUpload(req.headers as BusboyHeaders, body, meta.upload, dataPaths(ctx.config).stagedUploads);
  } catch (error) {
    refusal = error;
    // The rest of a refused body is not read: the connection goes with the answer.
    body.on("error", () => undefined).destroy();
    reply.header("connection", "close");
  }
  let response: Response;
  try {
    response = await fetchRequestHandler({
      router: appRouter,
      endpoint: "/trpc",
      responseMeta: refusalHeaders,
      req: new Request(new URL(`/trpc/${path}`, ctx.config.appOrigin), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(received?.input ?? {}),
      }),
      createContext: () => ({ ...contextOf(req), upload: received?.file ?? undefined, refusal }),
      onError({ error }) {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "tRPC procedure failed");
      },
    });
  } finally {
    await received?.discard();
  }
  reply.status(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  await reply.send(Buffer.from(await response.arrayBuffer()));
}
