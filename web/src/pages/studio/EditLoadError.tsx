import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import FileWarning from "lucide-react/icons/file-exclamation-point";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { RetryButton } from "../../components/ui/RetryButton.tsx";

interface EditLoadErrorProps {
  message: string;
  /** Offered when the load failed, not when the Twend is simply not the user's. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** /edit/{id} when the Twend cannot be loaded: the reason and the way back. */
export function EditLoadError({ message, onRetry, retrying = false }: EditLoadErrorProps) {
  const { t } = useLingui();
  return (
    <Container className="py-16 sm:py-24">
      <title>{t`Edit Twend · ${PRODUCT_NAME}`}</title>
      <Card role="alert" className="mx-auto max-w-lg px-6 py-10 text-center sm:px-10">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-200">
          <FileWarning aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold text-slate-950">
          <Trans>This Twend can't be edited</Trans>
        </h1>
        <p className="mt-2 text-sm break-words text-slate-600">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/dashboard" variant={onRetry ? "secondary" : "primary"}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <Trans>Back to Dashboard</Trans>
          </LinkButton>
          {onRetry ? <RetryButton onRetry={onRetry} retrying={retrying} /> : null}
        </div>
      </Card>
    </Container>
  );
}
