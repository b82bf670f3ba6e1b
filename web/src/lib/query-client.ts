import { QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";

const MAX_RETRIES = 2;

/** A 4xx answer (not found, bad input) will not change on retry; only network and server faults are retried. */
function isRetryable(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status: unknown = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    return typeof status !== "number" || status >= 500;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Loading a Twend counts a view, so background refetches on focus would inflate the numbers.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
