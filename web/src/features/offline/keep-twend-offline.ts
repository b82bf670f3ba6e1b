import { savesData } from "../../lib/metered-connection.ts";

/**
 * Asks the service worker to keep what this Twend's page needs offline that it may not have seen:
 * the page itself when it was opened before the worker was in control (a first visit) or by the
 * app rather than the server (from a list), the media and files the page loaded then (answered by
 * the browser's own cache), and the full-size background the drawing uses, which a visitor who
 * has not acted yet has not fetched. The worker's own routes decide what is kept: Workbox's
 * CACHE_URLS message runs each address through them.
 */

/** Whether the document's own request went through the service worker (and so was kept). */
const documentWasControlled = typeof navigator !== "undefined" && "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;

const KEPT_PATHS = /^\/(?:media|assets)\//;

function controller(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve) => {
    serviceWorker.addEventListener("controllerchange", function changed() {
      if (!serviceWorker.controller) return;
      serviceWorker.removeEventListener("controllerchange", changed);
      resolve(serviceWorker.controller);
    });
  });
}

function addressesToKeep(backgroundUrl: string): string[] {
  const here = window.location.href;
  const [navigation] = performance.getEntriesByType("navigation");
  const pageKept = documentWasControlled && navigation?.name === here;
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && KEPT_PATHS.test(url.pathname))
    .map((url) => url.href);
  // A visitor who asked to save data downloads the full-size background only when they act.
  return [...(pageKept ? [] : [here]), ...new Set(loaded), ...(savesData() ? [] : [new URL(backgroundUrl, here).href])];
}

/** Once a service worker controls the page; nothing where there is none, or offline, where there is nothing to fetch. */
export function keepTwendOffline(backgroundUrl: string): void {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  void controller().then((worker) => worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: addressesToKeep(backgroundUrl) } }));
}
