import { UnreadableAnswer } from "../../lib/api-errors/call-failure.ts";

/** Share of a request body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

interface FetchInit {
  method?: string;
  headers?: HeadersInit;
  body?: unknown;
  signal?: AbortSignal | null;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

function isJson(contentType: string | null): boolean {
  return contentType?.toLowerCase().includes("application/json") === true;
}

/**
 * `fetch` for tRPC's httpLink, sent with XMLHttpRequest because fetch cannot tell how much of a
 * request body has gone, and a new background or a batch's ZIP is most of the body. It sends what
 * that link posts: JSON text, or a multipart form carrying the file as bytes.
 */
export function progressFetch(onUploadProgress: UploadProgress, createRequest: () => XMLHttpRequest = () => new XMLHttpRequest()) {
  return (input: RequestInfo | URL, init: FetchInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = createRequest();
      request.open(init.method ?? "GET", urlOf(input));
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
      };
      request.onload = () => {
        // tRPC would only say the body is not JSON; the status is what tells a proxy's size limit apart.
        if (!isJson(request.getResponseHeader("Content-Type"))) reject(new UnreadableAnswer(request.status));
        else resolve(new Response(request.responseText, { status: request.status, headers: { "Content-Type": "application/json" } }));
      };
      // A TypeError, as fetch rejects with when no answer arrives.
      request.onerror = () => reject(new TypeError("The upload failed before an answer"));
      request.ontimeout = request.onerror;
      request.onabort = () => reject(new DOMException("The upload was aborted", "AbortError"));
      init.signal?.addEventListener("abort", () => request.abort(), { once: true });
      request.send(typeof init.body === "string" || init.body instanceof FormData ? init.body : null);
    });
}
