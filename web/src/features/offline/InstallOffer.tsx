import { Trans } from "@lingui/react/macro";
import SquarePlus from "lucide-react/icons/square-plus";
import { Button } from "../../components/ui/Button.tsx";
import { useOfflineApp } from "./use-offline-app.ts";
import { updateOfflineAppState } from "./offline-app-state.ts";

/** Safari on an iPhone or iPad, which has no install prompt: its Share menu adds a page to the Home Screen. */
function isIosSafari(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  const appleMobile = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  return appleMobile && /\bSafari\b/.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS)\b/.test(userAgent);
}

const isStandalone = () => window.matchMedia("(display-mode: standalone)").matches;

/**
 * After a DP is made, an offer to keep this Twend on the home screen (its own manifest names it
 * and opens it at its link): the browser's install dialog where it has one, the way to do it by
 * hand on iOS, nothing otherwise or once installed.
 */
export function InstallOffer() {
  const { installPrompt } = useOfflineApp();
  if (isStandalone()) return null;
  if (installPrompt) {
    const install = async () => {
      await installPrompt.prompt();
      // The browser shows its prompt once: accepted or not, this event cannot be used again.
      updateOfflineAppState({ installPrompt: null });
    };
    return (
      <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3.5 text-sm text-brand-900">
        <p>
          <Trans>Keep this Twend on your home screen, to make another DP in a tap, even offline.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void install()} className="w-full">
          <SquarePlus aria-hidden="true" className="size-4" />
          <Trans>Add to home screen</Trans>
        </Button>
      </div>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <p role="note" className="rounded-xl bg-brand-50 p-3.5 text-sm text-brand-900">
      <Trans>To keep this Twend on your home screen, tap Share, then “Add to Home Screen”.</Trans>
    </p>
  );
}
