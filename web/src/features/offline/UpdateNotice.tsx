import { Trans } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { BottomNotice, BottomNoticeButton } from "./BottomNotice.tsx";
import { useOfflineApp } from "./use-offline-app.ts";

/** Once a new version of the app is waiting: the visitor reloads into it when it suits them. */
export function UpdateNotice() {
  const { reloadIntoUpdate } = useOfflineApp();
  if (!reloadIntoUpdate) return null;
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
