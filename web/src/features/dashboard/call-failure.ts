import { TRPCClientError } from "@trpc/client";
import { apiRefusal } from "../../lib/api-refusal.ts";

/** An answer that is not JSON (a proxy's error page), kept with its status, which the creator's messages depend on. */
export class UnreadableAnswer extends Error {
  constructor(readonly status: number) {
    super(`The server answered HTTP status ${status} with a body that is not JSON`);
    this.name = "UnreadableAnswer";
  }
}

/** Why a tRPC call failed, in the terms the creator's screens word their messages in. */
export type CallFailure =
  /** The API refused the call: its status and its own message. */
  | { kind: "refused"; status: number; message: string }
  /** No answer came back: offline, or the connection dropped. */
  | { kind: "unreachable" }
  /** Something other than the API answered (a proxy's error page); its status when the answer told it. */
  | { kind: "unreadable"; status: number | null };

function answeredStatus(cause: Error | undefined, meta: Record<string, unknown> | undefined): number | null {
  if (cause instanceof UnreadableAnswer) return cause.status;
  const response = meta?.response;
  return response instanceof Response ? response.status : null;
}

/** null for anything that is not a failed tRPC call, such as the form's own check. */
export function callFailure(error: unknown): CallFailure | null {
  if (!(error instanceof TRPCClientError)) return null;
  const refusal = apiRefusal(error);
  if (refusal) return { kind: "refused", ...refusal };
  // fetch rejects with a TypeError, and only then: when no answer arrived.
  if (error.cause instanceof TypeError) return { kind: "unreachable" };
  return { kind: "unreadable", status: answeredStatus(error.cause, error.meta) };
}
