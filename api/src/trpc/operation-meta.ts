import type { AuthLimitName } from "../auth/rate-limits.ts";

/** How a documented `/api/...` answer wraps a procedure's output. */
export type RestEnvelope =
  /** `{ success: true, data: output }` */
  | "data"
  /** `{ success: true, ...output }`, for the documented lists that carry paging beside their items */
  | "spread"
  /** `{ success: true }`: the documented call answers nothing more */
  | "success"
  /** the output as it is, for the documented calls that answer without an envelope */
  | "bare"
  /** 204 and no body: a report the caller sends and forgets */
  | "none";

/** A documented `/api/...` call answered by the procedure it is declared on. */
export interface RestBinding {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify path; each `:param` becomes an input field of the same name. */
  path: string;
  envelope: RestEnvelope;
  /** Response headers the documented answer carries. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Who may call an operation. "public" calls never look at who is signed in, so their REST
 * adapters sit outside the session scope; "session" calls read it without requiring it.
 */
export type Access = "public" | "session" | "user" | "admin";

/** Everything about an operation besides its input, output and service: one place for both transports. */
export interface OperationMeta {
  access?: Access;
  /** The documented calls this procedure also answers, with the `{ success, ... }` envelope. */
  rest?: readonly RestBinding[];
  /** The largest JSON body either transport accepts for it, in bytes; Fastify's 1 MiB when unset. */
  bodyLimit?: number;
  /** The per-client budget each call spends, per IP, and per account where the input names an email. */
  budget?: AuthLimitName;
  /** A file the SPA may send as bytes rather than as a data URL inside the JSON (see staged-upload.ts). */
  upload?: UploadMeta;
}

/**
 * A file an operation also takes as bytes: a multipart body whose field `input` holds the rest of
 * the input as JSON, and whose file field `field` holds the bytes the input's `field` would carry
 * as a data URL. The bytes are streamed to disk, refused past `maxBytes`, and handed to the call
 * in its context (`ctx.upload`).
 */
export interface UploadMeta {
  field: string;
  maxBytes: number;
  /** Words for a file over `maxBytes`. */
  tooLarge: string;
}

/** Fastify's own default, which both transports apply where an operation sets no limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Fastify's words for a body over the limit, so both transports refuse it alike. */
export const BODY_TOO_LARGE = "Request body is too large";
