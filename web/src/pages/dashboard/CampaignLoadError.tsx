import { Trans, useLingui } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import SearchX from "lucide-react/icons/search-x";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { apiAnswer } from "../../lib/api-errors/call-failure.ts";

/** `reason` is the API's own message, already in the visitor's language. */
export function CampaignNotFound({ reason }: { reason?: string }) {
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

interface CampaignLoadErrorProps {
  error: unknown;
  /** What could not be loaded, said when trying again may help. */
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A screen about one of the creator's Twends that failed to load: a Twend that is missing or someone else's will not appear on retry; anything else might. */
export function CampaignLoadError({ error, message, retrying, onRetry }: CampaignLoadErrorProps) {
  const answer = apiAnswer(error);
  if (answer?.status === 404) return <CampaignNotFound reason={answer.message} />;
  return <ErrorState message={message} onRetry={onRetry} retrying={retrying} />;
}
