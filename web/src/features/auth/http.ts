/** `fetch` as the API clients call it; tests pass a stand-in. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Bound late so a stubbed global is honoured and `this` is never lost (an unbound window.fetch throws). */
export const browserFetch: Fetch = (input, init) => fetch(input, init);

/** The request never reached the server (offline, DNS, CORS); kept apart so screens can word it differently. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("Network request failed", { cause });
    this.name = "NetworkError";
  }
}

/** A non-ok answer; `serverMessage` is the `error` text of the API's `{ success: false, error }` body, if any. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface JsonReply {
  ok: boolean;
  status: number;
  body: unknown;
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  json?: unknown;
  signal?: AbortSignal;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // An empty body or a proxy's HTML error page: the status alone has to speak.
    return null;
  }
}

/** One same-origin JSON call; the session cookie rides along and the body is parsed whatever the status. */
export async function requestJson(fetchFn: Fetch, path: string, { method = "GET", json, signal }: RequestOptions = {}): Promise<JsonReply> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetchFn(path, {
      method,
      credentials: "same-origin",
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
    });
  } catch (error) {
    // An abort is the caller's own doing, not a connectivity problem.
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  return { ok: response.ok, status: response.status, body: await readBody(response) };
}

/** The `error` text of an error body, when the server gave one. */
export function serverErrorText(body: unknown): string | null {
  return isRecord(body) && typeof body.error === "string" && body.error.trim() !== "" ? body.error : null;
}

/** The spec's success rule for auth calls: an ok status and `success: true`, never one without the other. */
export function isSuccessful(reply: JsonReply): boolean {
  return reply.ok && isRecord(reply.body) && reply.body.success === true;
}

/** `data` of a `{ success: true, data }` body. */
export function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}
