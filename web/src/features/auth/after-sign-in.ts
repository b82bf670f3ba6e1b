const STORAGE_KEY = "twend:after-sign-in";

// Google sends the browser back to /auth/callback without the `redirect` parameter of /auth,
// so the target is kept for the tab across that round trip.

export function rememberAfterSignIn(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // Storage can be blocked; the callback then uses its default target.
  }
}

export function recallAfterSignIn(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetAfterSignIn(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
