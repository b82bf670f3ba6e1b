import { Trans } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { BottomNotice, BottomNoticeButton } from "./BottomNotice.tsx";
import { useOfflineApp } from "./use-offline-app.ts";
import { useOnline } from "./use-online.ts";

/**
 * Once a new version of the app is waiting: the visitor reloads into it when it suits them. Not
 * offered offline, where a reload could not fetch the new version's page (and the offline notice
 * has the bottom of the screen).
 */
export function UpdateNotice() {
  const { reloadIntoUpdate } = useOfflineApp();
  const online = useOnline();
  if (!reloadIntoUpdate || !online) return null;
  return (
    <BottomNotice
      action={
        <BottomNoticeButton onClick={reloadIntoUpdate}>
          <Trans>Reload</Trans>
        </BottomNoticeButton>
      }
    >
      <p>
        <Trans>A new version of {PRODUCT_NAME} is ready.</Trans>
      </p>
    </BottomNotice>
  );
}
