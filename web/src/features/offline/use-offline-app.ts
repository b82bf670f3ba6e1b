import { useSyncExternalStore } from "react";
import { offlineAppState, type OfflineAppState, subscribeToOfflineApp } from "./offline-app-state.ts";

const NOTHING_YET: OfflineAppState = { installPrompt: null, reloadIntoUpdate: null };

/** The install prompt and update of the offline app; nothing on the server and while hydrating. */
export function useOfflineApp(): OfflineAppState {
  return useSyncExternalStore(subscribeToOfflineApp, offlineAppState, () => NOTHING_YET);
}
