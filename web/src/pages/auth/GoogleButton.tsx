import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { GoogleIcon } from "./GoogleIcon.tsx";

interface GoogleButtonProps {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export function GoogleButton({ busy, disabled = false, onClick }: GoogleButtonProps) {
  return (
    <Button variant="secondary" size="lg" className="w-full" onClick={onClick} disabled={busy || disabled} aria-busy={busy}>
      {busy ? <Spinner className="size-5" /> : <GoogleIcon className="size-5" />}
      {busy ? <Trans>Redirecting to Google…</Trans> : <Trans>Continue with Google</Trans>}
    </Button>
  );
}
