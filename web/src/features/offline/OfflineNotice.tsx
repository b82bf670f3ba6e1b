import { Trans } from "@lingui/react/macro";
import CloudOff from "lucide-react/icons/cloud-off";
import { useState } from "react";
import { BottomNotice, BottomNoticeButton } from "./BottomNotice.tsx";
import { useOnline } from "./use-online.ts";

/** On a Twend's page without a network: what still works, and that the counts follow. */
export function OfflineNotice() {
  const online = useOnline();
  const [dismissed, setDismissed] = useState(false);
  if (online || dismissed) return null;
  return (
    <BottomNotice
      action={
        <BottomNoticeButton onClick={() => setDismissed(true)}>
          <Trans>OK</Trans>
        </BottomNoticeButton>
      }
    >
      <p className="flex items-start gap-2">
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>You're offline. You can still make your DP, download it and share it from this device. Your visit will be counted once you're back online.</Trans>
        </span>
      </p>
    </BottomNotice>
  );
}
