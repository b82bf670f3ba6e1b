import { ExternalLink } from "lucide-react";

/** In an app's built-in browser downloads often go nowhere; this says how to get the image out anyway. */
export function InAppBrowserHint({ app }: { app: string }) {
  return (
    <div role="note" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <div>
        <p className="font-semibold">Open in your browser</p>
        <p className="mt-1 leading-6">
          You're in {app}'s built-in browser, which may not save downloads. Tap the menu (⋯) and choose “Open in browser”, or press and hold your finished image to save
          it.
        </p>
      </div>
    </div>
  );
}
