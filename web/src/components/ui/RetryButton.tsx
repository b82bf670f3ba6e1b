import { Trans } from "@lingui/react/macro";
import RotateCw from "lucide-react/icons/rotate-cw";
import type { ComponentProps } from "react";
import { Button } from "./Button.tsx";

interface RetryButtonProps extends Omit<ComponentProps<typeof Button>, "children" | "onClick" | "disabled"> {
  onRetry: () => void;
  retrying: boolean;
}

/** 'Try again' for a failed load; it spins and stays disabled while the retry runs, so it cannot be sent twice. */
export function RetryButton({ onRetry, retrying, ...rest }: RetryButtonProps) {
  return (
    <Button onClick={onRetry} disabled={retrying} {...rest}>
      <RotateCw aria-hidden="true" className={retrying ? "size-4 animate-spin" : "size-4"} />
      {retrying ? <Trans>Retrying…</Trans> : <Trans>Try again</Trans>}
    </Button>
  );
}
