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
export async function startOfflineApp(): Promise<void> {
  keepSendingCounts(window);
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const offerUpdate = () =>
    updateOfflineAppState({
      reloadIntoUpdate: () => {
        workbox.addEventListener("controlling", () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  workbox.addEventListener("waiting", offerUpdate);
  const registration = await workbox.register();
  // The browser looks for a new version on every navigation, before this runs: one still
  // installing now is not reported by Workbox, which reports only the versions found later.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller) {
    installing.addEventListener("statechange", () => {
      if (installing.state === "installed") offerUpdate();
    });
  }
}
