import { QueryClient } from "@tanstack/react-query";
import { apiAnswer } from "./api-errors/call-failure.ts";

const MAX_RETRIES = 2;

/** A 4xx answer (not found, bad input) will not change on retry; only network and server faults are retried. */
function isRetryable(error: unknown): boolean {
  const answer = apiAnswer(error);
  return answer === null || answer.status >= 500;
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
