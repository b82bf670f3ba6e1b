import { NetworkError, type JsonReply } from "../features/auth/http.ts";

export interface SendJsonOptions {
  /** Share of the request body sent so far, 0 to 1; fetch cannot report this, hence XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
  /** Tests pass a stand-in; the browser's XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
}

/** A JSON body that may be large (an image as a data URL), sent to the same-origin API with upload progress. */
export type SendJson = (method: "POST" | "PUT", path: string, json: unknown, options?: SendJsonOptions) => Promise<JsonReply>;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // An empty body or a proxy's HTML error page: the status alone has to speak.
    return null;
  }
}

export const sendJson: SendJson = (method, path, json, { onUploadProgress, createRequest = () => new XMLHttpRequest() } = {}) =>
  new Promise((resolve, reject) => {
    const request = createRequest();
    request.open(method, path);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", "application/json");
    if (onUploadProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
      };
    }
    request.onload = () => resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, body: parseBody(request.responseText) });
    request.onerror = () => reject(new NetworkError(new Error(`${method} ${path} failed before an answer`)));
    request.ontimeout = request.onerror;
    request.onabort = () => reject(new DOMException("The request was aborted", "AbortError"));
    request.send(JSON.stringify(json));
  });
