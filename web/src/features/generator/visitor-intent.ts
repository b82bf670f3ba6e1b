import { useSyncExternalStore } from "react";

/**
 * What a visitor does on the page before reaching for a photo, as opposed to only looking at it.
 * A file dialog takes far longer to return than the design and fonts take to arrive after any of these.
 */
export const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

export interface IntentWatch {
  /** For useSyncExternalStore: the first subscriber starts watching `target`, the last one leaving forgets the act. */
  subscribe: (listener: () => void) => () => void;
  acted: () => boolean;
  /** The visitor has acted in a way no event on the target announces (e.g. dropped a photo). */
  note: () => void;
}

/**
 * Whether the visitor has acted, shared by every part that waits for it so the heavy downloads
 * start together and once. Forgotten when the last of those parts goes: the next page of its kind
 * waits for an act of its own.
 */
export function createIntentWatch(target: () => EventTarget): IntentWatch {
  let acted = false;
  let watching: EventTarget | null = null;
  const listeners = new Set<() => void>();
  const options: AddEventListenerOptions = { capture: true, passive: true };

  const stopWatching = () => {
    for (const type of INTENT_EVENTS) watching?.removeEventListener(type, note, options);
    watching = null;
  };
  function note() {
    stopWatching();
    if (acted) return;
    acted = true;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!acted && watching === null) {
        watching = target();
        for (const type of INTENT_EVENTS) watching.addEventListener(type, note, options);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching();
        acted = false;
      };
    },
    acted: () => acted,
    note,
  };
}

const pageIntent = createIntentWatch(() => document);

/** Counts as the visitor's act on the page (see IntentWatch.note). */
export const noteVisitorIntent = pageIntent.note;

/**
 * True once the visitor has acted on the page: any of INTENT_EVENTS anywhere on it, or
 * noteVisitorIntent. False in the server's markup and in the first render that hydrates it, so
 * both render the same.
 */
export function useVisitorIntent(): boolean {
  return useSyncExternalStore(pageIntent.subscribe, pageIntent.acted, () => false);
}
