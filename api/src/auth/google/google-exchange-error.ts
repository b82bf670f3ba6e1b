/**
 * The provider would not complete the sign-in: a bad or reused code, an error
 * answer, an unusable profile or no answer at all. The client is told only
 * that authentication failed; `detail` is for the log.
 */
export class GoogleExchangeError extends Error {
  readonly detail: Readonly<Record<string, unknown>> | undefined;

  constructor(message: string, options: { cause?: unknown; detail?: Readonly<Record<string, unknown>> } = {}) {
    super(message, { cause: options.cause });
    this.name = "GoogleExchangeError";
    this.detail = options.detail;
  }
}
