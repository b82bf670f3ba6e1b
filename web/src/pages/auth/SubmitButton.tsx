import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A full-width submit that says what it is doing while busy; disabled meanwhile so nothing is sent twice. */
export function SubmitButton({ busy, busyLabel, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled} aria-busy={busy}>
      {busy ? (
        <>
          <Spinner className="size-5" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
