import { Workbox } from "workbox-window";
import { keepSendingCounts } from "./count-outbox.ts";
import { updateOfflineAppState } from "./offline-app-state.ts";

/** The service worker the build writes (web/src/service-worker/sw.ts), whose scope is the whole site. */
const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker that keeps the Twend pages a visitor opened for offline use, and
 * sends the counts an earlier visit left queued. A new version's worker waits until the visitor
 * chooses to reload (the page's update notice) or closes the site's tabs, so a page never runs
 * half on one version and half on the next.
 */
export function startOfflineApp(): void {
  keepSendingCounts(window);
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener("waiting", () => {
    updateOfflineAppState({
      reloadIntoUpdate: () => {
        workbox.addEventListener("controlling", () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.register().catch((error: unknown) => console.warn("Could not keep the app for offline use:", error));
}
