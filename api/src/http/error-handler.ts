import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { formatZodError, MESSAGES } from "@twend/shared";
import { HttpError } from "./http-error.ts";
import { databaseBusy } from "../health/database-busy.ts";
import { databaseUnreachable } from "../health/database-unreachable.ts";
import { answerLocale } from "../i18n/request-locale.ts";
import { translateMessage } from "../i18n/server-i18n.ts";
import { invalidDatabaseInput } from "./invalid-database-input.ts";

/** An error that says itself it is the client's (a 4xx `statusCode`): Fastify's own, or an upload's rejection. */
export function isClientError(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    typeof error === "object" && error !== null && "statusCode" in error && typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
  );
}

/**
 * One REST error shape: `{ success: false, error }` with a 4xx for anything the client got wrong,
 * its text in the language the client asks for (English when it asks for none).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const locale = answerLocale(request);
    const translate = (text: string) => translateMessage(locale, text);
    if (error instanceof ZodError) {
      return reply.status(400).send({ success: false, error: formatZodError(error, translate) });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, error: translate(error.message) });
    }
    if (isClientError(error)) {
      return reply.status(error.statusCode).send({ success: false, error: translate(error.message) });
    }
    const invalidInput = invalidDatabaseInput(error);
    if (invalidInput) {
      request.log.warn({ err: error }, "input the schemas let through was refused by the database");
      return reply.status(400).send({ success: false, error: translate(invalidInput.message) });
    }
    const unreachable = databaseUnreachable(error);
    if (unreachable) {
      // The database watcher logs the outage itself, once per try.
      return reply
        .status(unreachable.statusCode)
        .headers(unreachable.headers)
        .send({ success: false, error: translate(unreachable.message) });
    }
    const busy = databaseBusy(error);
    if (busy) {
      request.log.warn({ err: error }, "the database was too busy to answer in time");
      return reply
        .status(busy.statusCode)
        .headers(busy.headers)
        .send({ success: false, error: translate(busy.message) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ success: false, error: translate(MESSAGES.internal) });
  });
}
