import { useLingui } from "@lingui/react/macro";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { callFailure } from "../../features/dashboard/call-failure.ts";
import { TwendNotFound } from "../twend-stats/StatsLoadError.tsx";

interface BatchLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** As on the Twend's analytics: one that is missing or someone else's will not appear on retry; anything else might. */
export function BatchLoadError({ error, retrying, onRetry }: BatchLoadErrorProps) {
  const { t } = useLingui();
  const failure = callFailure(error);
  if (failure?.kind === "refused" && failure.status === 404) return <TwendNotFound reason={failure.message} />;
  return <ErrorState message={t`We couldn't load this Twend's batches.`} onRetry={onRetry} retrying={retrying} />;
}
