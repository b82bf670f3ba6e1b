import { ArrowLeft, SearchX } from "lucide-react";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { callFailure } from "../../features/dashboard/call-failure.ts";

export function TwendNotFound({ reason }: { reason?: string }) {
  return (
    <EmptyState
      icon={SearchX}
      headingLevel="h2"
      title="Twend not found"
      text={reason ?? "This Twend does not exist or is not one of yours."}
      action={
        <LinkButton to="/dashboard" variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
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
  const failure = callFailure(error);
  if (failure?.kind === "refused" && failure.status === 404) return <TwendNotFound reason={failure.message} />;
  return <ErrorState message="We couldn't load this Twend's analytics." onRetry={onRetry} retrying={retrying} />;
}
