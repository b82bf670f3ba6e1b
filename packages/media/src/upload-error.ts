export type UploadRejectionReason = "not-data-url" | "empty" | "unsupported-type" | "type-mismatch" | "corrupt" | "too-many-bytes" | "too-many-pixels";

/**
 * An upload refused for something the client sent. The message is written for
 * the person who chose the file; `statusCode` is the HTTP answer (400, or 413
 * for too large). Named `statusCode` because that is what the API's error
 * handler turns into `{ success: false, error }` for any 4xx error.
 */
export class UploadRejectedError extends Error {
  override readonly name = "UploadRejectedError";
  constructor(
    readonly reason: UploadRejectionReason,
    readonly statusCode: 400 | 413,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
