import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { RetryButton } from "../../components/ui/RetryButton.tsx";

export interface AdminExit {
  label: string;
  to: string;
}

interface AccessDeniedCardProps {
  message: string;
  exit: AdminExit;
  /** Set when the check failed rather than said no: the admin may simply try again. */
  retry?: { onRetry: () => void; retrying: boolean };
  redirecting: boolean;
}

/** The spec's Access Denied card: the error and a way out, announced as soon as it appears. */
export function AccessDeniedCard({ message, exit, retry, redirecting }: AccessDeniedCardProps) {
  return (
    <Container className="py-12 sm:py-20">
      <Card role="alert" className="mx-auto max-w-md px-5 py-8 text-center sm:px-8">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-rose-100 text-rose-700">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-xl font-bold text-slate-950">Access Denied</h1>
        <p className="mt-2 text-sm text-pretty text-slate-600">{message}</p>
        {redirecting ? <p className="mt-1 text-xs text-slate-500">Taking you to the admin login…</p> : null}
        <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          {retry ? <RetryButton variant="secondary" onRetry={retry.onRetry} retrying={retry.retrying} /> : null}
          <LinkButton to={exit.to}>{exit.label}</LinkButton>
        </div>
      </Card>
    </Container>
  );
}
