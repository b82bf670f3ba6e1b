import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, SearchX } from "lucide-react";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { callFailure } from "../../features/dashboard/call-failure.ts";

/** `reason` is the API's own message, already in the visitor's language. */
export function TwendNotFound({ reason }: { reason?: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={SearchX}
      headingLevel="h2"
      title={t`Twend not found`}
      text={reason ?? t`This Twend does not exist or is not one of yours.`}
      action={
        <LinkButton to="/dashboard" variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back to Dashboard</Trans>
        </LinkButton>
      }
    />
  );
}

interface StatsLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A Twend that is missing or someone else's will not appear on retry; anything else might. */
export function StatsLoadError({ error, retrying, onRetry }: StatsLoadErrorProps) {
  const { t } = useLingui();
  const failure = callFailure(error);
  if (failure?.kind === "refused" && failure.status === 404) return <TwendNotFound reason={failure.message} />;
  return <ErrorState message={t`We couldn't load this Twend's analytics.`} onRetry={onRetry} retrying={retrying} />;
}
