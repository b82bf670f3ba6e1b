/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Response headers that belong to the error, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }

  /** What the error carries beyond its message, for the tRPC answer's `data`, its texts translated with `translate`. */
  details(translate: (text: string) => string): Record<string, unknown> | undefined {
    void translate;
    return undefined;
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
