/**
 * The secret that deletes a share page lives only in the creator's browser,
 * one key per share id, so a later visit to the same result can still delete it.
 */
const KEY_PREFIX = "twend.shared-dp.";

const keyOf = (shareId: string) => `${KEY_PREFIX}${shareId}`;

/** Storage can throw (disabled, private mode, full); losing the token only loses the early delete, never the page. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function saveDeleteToken(shareId: string, token: string): boolean {
  return attempt(() => {
    localStorage.setItem(keyOf(shareId), token);
    return true;
  }, false);
}

export function readDeleteToken(shareId: string): string | null {
  return attempt(() => localStorage.getItem(keyOf(shareId)), null);
}

export function forgetDeleteToken(shareId: string): void {
  attempt(() => localStorage.removeItem(keyOf(shareId)), undefined);
}
