import type { Response } from "playwright-core";

/**
 * Whether a response is a script the page fetched over the network. Code a page makes from a Blob
 * (the HEIC converter makes its worker so) came inside a script already counted, and its body is
 * gone once that worker has closed.
 */
export const isFetchedScript = (response: Response): boolean => response.request().resourceType() === "script" && !response.url().startsWith("blob:");

/**
 * A script's body, asked for at once, while the browser still has it. A page closed before it arrives
 * rejects it: only a test that awaits the body hears of that, not the run as an unhandled rejection.
 */
export function scriptBody(response: Response): Promise<Buffer> {
  const body = response.body();
  body.catch(() => undefined);
  return body;
}
