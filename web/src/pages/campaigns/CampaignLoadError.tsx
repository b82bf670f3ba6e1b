import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ImageOff from "lucide-react/icons/image-off";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { RetryButton } from "../../components/ui/RetryButton.tsx";
import { describeCampaignLoadFailure } from "./campaign-error.ts";

interface CampaignLoadErrorProps {
  /** What loading the Twend threw. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function CampaignLoadError({ error, onRetry, retrying }: CampaignLoadErrorProps) {
  const { i18n } = useLingui();
  const failure = describeCampaignLoadFailure(error);
  const message = i18n._(failure.message);
  return (
    <Container className="py-20 text-center sm:py-28">
      <title>{`${message} · ${PRODUCT_NAME}`}</title>
      <div role="alert" className="mx-auto max-w-md">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-rose-100 text-rose-600">
          <ImageOff aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{message}</h1>
        <p className="mt-3 text-slate-600">
          {failure.retryable ? (
            <Trans>Something went wrong while loading this Twend. Please try again in a moment.</Trans>
          ) : (
            <Trans>This Twend link doesn't exist or is no longer active. Double-check the link you were sent.</Trans>
          )}
        </p>
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to="/" variant={failure.retryable ? "secondary" : "primary"}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back to Home</Trans>
        </LinkButton>
        {failure.retryable ? <RetryButton onRetry={onRetry} retrying={retrying} /> : null}
      </div>
    </Container>
  );
}
