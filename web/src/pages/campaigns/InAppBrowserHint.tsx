import { Trans } from "@lingui/react/macro";
import ExternalLink from "lucide-react/icons/external-link";
import { inAppBrowserName } from "../../features/generator/in-app-browser.ts";

/**
 * In an app's built-in browser downloads often go nowhere; this says how to get the image out
 * anyway. Nothing in any other browser.
 */
export function InAppBrowserHint({ userAgent }: { userAgent: string }) {
  const app = inAppBrowserName(userAgent);
  if (app === null) return null;
  return (
    <div role="note" className="mb-6 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 rtl:-scale-x-100" />
      <div>
        <p className="font-semibold">
          <Trans>Open in your browser</Trans>
        </p>
        <p className="mt-1 leading-6">
          <Trans>
            You're in {app}'s built-in browser, which may not save downloads. Tap the menu (⋯) and choose “Open in browser”, or press and hold your finished image to save
            it.
          </Trans>
        </p>
      </div>
    </div>
  );
}
