import { catchInstallPrompt } from "./offline-app-state.ts";

/**
 * Starts the offline app (start-offline-app.ts) once the page has loaded and the browser is idle,
 * so neither its code nor the service worker's install competes with the page's own first load.
 */
export function startOfflineAppAfterLoad(): void {
  catchInstallPrompt(window);
  if (!("serviceWorker" in navigator)) return;
  const start = () => {
    const begin = () => void import("./start-offline-app.ts").then(({ startOfflineApp }) => startOfflineApp()).catch((error: unknown) => console.warn(error));
    // Safari has no idle callback.
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(begin);
    else setTimeout(begin, 1);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
