/** What a log line needs of a failure: its message and code, never a stack (a dependency down is not a bug). */
export interface ErrorSummary {
  error: string;
  code?: string;
}

function codeOf(error: object): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/**
 * node-postgres connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with an
 * AggregateError whose own message is empty: its first error says what happened.
 */
export function describeError(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { error: String(error) };
  const inner = error instanceof AggregateError ? (error.errors as unknown[]).find((e): e is Error => e instanceof Error) : undefined;
  const message = error.message || inner?.message || error.name;
  const code = codeOf(error) ?? (inner ? codeOf(inner) : undefined);
  return code ? { error: message, code } : { error: message };
}
