import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import Server from "lucide-react/icons/server";
import { useId } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useOnline } from "../offline/use-online.ts";
import type { RenderStatus } from "../generator/generator-api.ts";

const PROGRESS_TEXT: Record<"uploading" | RenderStatus, MessageDescriptor> = {
  uploading: msg`Sending your photo…`,
  queued: msg`Waiting for our server…`,
  active: msg`Our server is creating your DP…`,
  done: msg`Almost there…`,
  failed: msg`The server could not create it.`,
};

interface ServerRenderPanelProps {
  /** The server render under way, or null while it is only offered. */
  progress: "uploading" | RenderStatus | null;
  onServer: () => void;
}

/**
 * The way out through the server for a browser that cannot draw, or failed to: what will be sent
 * and when it is deleted, said before the one button that sends it; then that render's progress.
 * Only a visitor whose browser failed sees it, so its code and texts stay out of the first load.
 */
export default function ServerRenderPanel({ progress, onServer }: ServerRenderPanelProps) {
  const { i18n } = useLingui();
  const noticeId = useId();
  const online = useOnline();
  if (progress) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
        <Spinner />
        <span className="flex-1">{i18n._(PROGRESS_TEXT[progress])}</span>
        <progress className="h-1.5 w-20 accent-brand-600" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200 ring-inset">
      <p id={noticeId} className="text-sm text-slate-700">
        <Trans>
          Our server can make it instead: your photo and name will then be sent to {PRODUCT_NAME}, and deleted automatically after the time our{" "}
          <Link to="/privacy#visitor-photos" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            privacy policy
          </Link>{" "}
          states.
        </Trans>
      </p>
      <Button variant="secondary" onClick={onServer} aria-describedby={noticeId} disabled={!online} className="w-full">
        <Server aria-hidden="true" className="size-4" />
        <Trans>Send my photo to our server</Trans>
      </Button>
      {online ? null : (
        <p className="text-sm text-slate-700">
          <Trans>Sending your photo to our server needs a connection. Try again once you're back online.</Trans>
        </p>
      )}
    </div>
  );
}
