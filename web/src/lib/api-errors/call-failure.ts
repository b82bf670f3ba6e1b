import { TRPCClientError } from "@trpc/client";

/** An answer that is not JSON (a proxy's error page), kept with its status, which some messages depend on. */
export class UnreadableAnswer extends Error {
  constructor(readonly status: number) {
    super(`The server answered HTTP status ${status} with a body that is not JSON`);
    this.name = "UnreadableAnswer";
  }
}

/** What every answer of the API's to a refused call carries. */
interface Answer {
  status: number;
  /** The API's own words, already in the language the client asked for; "" when it gave none. */
  message: string;
  /** tRPC's `data`, with what the API added (a batch's `problems`). */
  data: unknown;
}

/** The API's own answer to a call it refused. */
export type ApiAnswer =
  /** 400: the input broke a rule; the message names the field ('title: Title is required'). */
  | ({ kind: "invalid" } & Answer)
  /** 429: the caller's budget is spent; the seconds its Retry-After asked to wait, when it said. */
  | ({ kind: "rate-limited"; retryAfterSeconds: number | null } & Answer)
  /** Any other status (not found, not allowed, a conflict, a fault of the server's). */
  | ({ kind: "refused" } & Answer);

/** Why a call failed, in the terms screens word their messages in. */
export type CallFailure =
  | ApiAnswer
  /** No answer came back: offline, or the connection dropped. */
  | { kind: "unreachable" }
  /** Something other than the API answered (a proxy's error page); its status when the answer told it. */
  | { kind: "unreadable"; status: number | null };

/** The response a failed call got, when it got one the client could read. */
export function answeredResponse(error: unknown): Response | null {
  if (!(error instanceof TRPCClientError)) return null;
  const response: unknown = error.meta?.response;
  return response instanceof Response ? response : null;
}

/** Retry-After as the API sends it, in seconds (HTTP's date form is left unread: this module is in every first load). */
function retryAfterSeconds(response: Response | null): number | null {
  const value = response?.headers.get("retry-after");
  return value && /^\d+$/u.test(value.trim()) ? Number(value) : null;
}

function apiAnswerOf(error: Error, data: unknown): ApiAnswer | null {
  const status: unknown = typeof data === "object" && data !== null && "httpStatus" in data ? data.httpStatus : undefined;
  // Only the API's answers carry their HTTP status in tRPC's data.
  if (typeof status !== "number") return null;
  const answer = { status, message: error.message, data };
  if (status === 400) return { kind: "invalid", ...answer };
  if (status === 429) return { kind: "rate-limited", retryAfterSeconds: retryAfterSeconds(answeredResponse(error)), ...answer };
  return { kind: "refused", ...answer };
}

/** null for anything that is not a failed tRPC call, such as the form's own check. */
export function callFailure(error: unknown): CallFailure | null {
  if (!(error instanceof TRPCClientError)) return null;
  const answer = apiAnswerOf(error, error.data);
  if (answer) return answer;
  // fetch rejects with a TypeError, and only then: when no answer arrived.
  if (error.cause instanceof TypeError) return { kind: "unreachable" };
  const status = error.cause instanceof UnreadableAnswer ? error.cause.status : (answeredResponse(error)?.status ?? null);
  return { kind: "unreadable", status };
}

/** The API's answer to a failed call, or null when none of its came back (offline, a proxy's page, not a call at all). */
export function apiAnswer(error: unknown): ApiAnswer | null {
  const failure = callFailure(error);
  return failure === null || failure.kind === "unreachable" || failure.kind === "unreadable" ? null : failure;
}

/** The API's own words for a failed call, already in the visitor's language; null when it gave none. */
export function serverMessage(error: unknown): string | null {
  const message = apiAnswer(error)?.message;
  return message !== undefined && message.trim() !== "" ? message : null;
}
