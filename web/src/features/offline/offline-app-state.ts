/**
 * What the installable, offline app has to offer the page, as a small store the page's notices
 * read: the browser's deferred install prompt, and the reload into a new version once one is
 * waiting. In the entry, so the install prompt, which the browser fires once, is caught whenever
 * it comes.
 */

/** Chromium's `beforeinstallprompt` event, kept to show the install dialog when the visitor chooses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export interface OfflineAppState {
  installPrompt: InstallPromptEvent | null;
  /** Reloads into the new version; null while none is waiting. */
  reloadIntoUpdate: (() => void) | null;
}

let state: OfflineAppState = { installPrompt: null, reloadIntoUpdate: null };
const listeners = new Set<() => void>();

export const offlineAppState = (): OfflineAppState => state;

export function subscribeToOfflineApp(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateOfflineAppState(change: Partial<OfflineAppState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

const isInstallPrompt = (event: Event): event is InstallPromptEvent => "prompt" in event && "userChoice" in event;

/** Holds the install prompt back for a moment that fits (after a DP is made), never on arrival. */
export function catchInstallPrompt(target: Window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    updateOfflineAppState({ installPrompt: event });
  });
  target.addEventListener("appinstalled", () => updateOfflineAppState({ installPrompt: null }));
}
