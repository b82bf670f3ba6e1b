import { catchInstallPrompt } from "./offline-app-state.ts";

/**
 * How long after the page's load the offline app starts: its code and the service worker's
 * precache are for the next visit, so they wait until this one's first load has settled (the
 * scripts e2e/generator-budget.test.ts weighs), rather than share a slow link with it.
 */
const AFTER_LOAD_MS = 3000;
/**
 * The longest it then waits for the browser to be idle: on a slow phone a page with anything
 * moving (a spinner, a pulsing placeholder) may leave no idle time at all, and the offline app
 * would never start.
 */
const IDLE_WAIT_MAX_MS = 2000;

/** Starts the offline app (start-offline-app.ts) a while after the page has loaded, once the browser is idle. */
export function startOfflineAppAfterLoad(): void {
  catchInstallPrompt(window);
  if (!("serviceWorker" in navigator)) return;
  const begin = () =>
    void import("./start-offline-app.ts")
      .then(({ startOfflineApp }) => startOfflineApp())
      .catch((error: unknown) => console.warn("Could not keep the app for offline use:", error));
  // Safari has no idle callback.
  const whenIdle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(begin, { timeout: IDLE_WAIT_MAX_MS }) : begin());
  const start = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
