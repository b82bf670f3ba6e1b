import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Server } from "lucide-react";
import { Button } from "../../components/ui/Button.tsx";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { RenderStatus } from "../../features/generator/generator-api.ts";

const PROGRESS_TEXT: Record<"uploading" | RenderStatus, MessageDescriptor> = {
  uploading: msg`Sending your photo…`,
  queued: msg`Waiting for our server…`,
  active: msg`Our server is creating your DP…`,
  done: msg`Almost there…`,
  failed: msg`The server could not create it.`,
};

interface GenerateErrorProps {
  error: string | null;
  /** Offer the server render: this browser cannot draw, or failed to. */
  serverFallback: boolean;
  progress: "uploading" | RenderStatus | null;
  onServer: () => void;
}

/**
 * The spec's 'Failed to generate DP' message, the way out through the server, and that render's
 * progress. The photo leaves the device only from the button, whose words say it is sent.
 */
export function GenerateError({ error, serverFallback, progress, onServer }: GenerateErrorProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <FormMessage>{error}</FormMessage>
      {progress ? (
        <div role="status" className="flex items-center gap-3 rounded-xl bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
          <Spinner />
          <span className="flex-1">{i18n._(PROGRESS_TEXT[progress])}</span>
          <progress className="h-1.5 w-20 accent-brand-600" aria-hidden="true" />
        </div>
      ) : serverFallback ? (
        <Button variant="secondary" onClick={onServer} className="w-full">
          <Server aria-hidden="true" className="size-4" />
          <Trans>Send my photo to our server</Trans>
        </Button>
      ) : null}
    </div>
  );
}
