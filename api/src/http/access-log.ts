import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { isLevelEnabled } from "./lazy-request-logger.ts";

/** A read that takes longer is worth a line at info, however routine. */
export const SLOW_REQUEST_MS = 1000;

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * One access line per request, written when the answer is done, where
 * Fastify writes two ("incoming request" and "request completed"). Writes,
 * failures and slow answers are logged at info; quick successful reads
 * (pages, scripts, images, every load of a shared link) at debug, since at
 * info they cost a cached read a fifth of its throughput and say little that
 * a proxy's log does not. The line goes through the root logger with the
 * request id as a field, as a request's child logger would write it, so a
 * request that logs nothing else never builds one (see lazyRequestLogger).
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const log = request.server.log;
    const responseTime = reply.elapsedTime;
    const routine = READ_METHODS.has(request.method) && reply.statusCode < 400 && responseTime < SLOW_REQUEST_MS;
    const level = routine ? "debug" : "info";
    if (this.isLogDisabled(request) || !isLevelEnabled(log.level, level)) return;
    // Flat fields: under the keys req and res, Fastify's serializers would rebuild each object.
    log[level]({ [this.requestIdLogLabel]: request.id, method: request.method, url: request.url, statusCode: reply.statusCode, responseTime }, "request completed");
  }
}
