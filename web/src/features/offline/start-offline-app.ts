import { Workbox } from "workbox-window";
import { keepSendingCounts } from "./count-outbox.ts";
import { updateOfflineAppState } from "./offline-app-state.ts";

/** The service worker the build writes (web/src/service-worker/sw.ts), whose scope is the whole site. */
const SERVICE_WORKER_URL = "/sw.js";

/**
 * Offers the reload into a new version once its worker is installed and waiting: found on this
 * page's navigation (often still installing when this runs), or later. Watched on the
 * registration itself, which sees every version whenever it was found. On the first install
 * nothing waits: the worker takes over at once, with nothing older to replace.
 */
function offerUpdates(workbox: Workbox, registration: ServiceWorkerRegistration): void {
  const { serviceWorker } = navigator;
  let reloading = false;
  const offer = () => {
    if (!registration.waiting || !serviceWorker.controller) return;
    updateOfflineAppState({
      reloadIntoUpdate: () => {
        reloading = true;
        serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        workbox.messageSkipWaiting();
      },
    });
  };
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer();
    });
  offer();
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  // Another tab reloaded into the new version, whose worker now serves this page too: this page's
  // code is the old one, so the visitor is offered the reload here as well.
  // The first install's taking over (from no worker at all) is no new version.
  let controller = serviceWorker.controller;
  serviceWorker.addEventListener("controllerchange", () => {
    const replaced = controller !== null;
    controller = serviceWorker.controller;
    if (replaced && !reloading) updateOfflineAppState({ reloadIntoUpdate: () => window.location.reload() });
  });
}

/**
 * Registers the service worker that keeps the Twend pages a visitor opened for offline use, and
 * sends the counts an earlier visit left queued. A new version's worker waits until the visitor
 * chooses to reload (the page's update notice) or closes the site's tabs, so a page never runs
 * half on one version and half on the next.
 */
export async function startOfflineApp(): Promise<void> {
  keepSendingCounts(window);
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const registration = await workbox.register();
  if (registration) offerUpdates(workbox, registration);
}
