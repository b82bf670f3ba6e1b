export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

// Any absolute URL resolves against this; if the origin changes, the value pointed off-site.
const PROBE_ORIGIN = "https://twend.invalid";

/** Screens a signed-in user must not be sent back to: each would bounce them on again. */
function isSignInScreen(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/") || pathname === "/signin";
}

/**
 * The `redirect` parameter as a same-site path, or `fallback`. Only a relative path starting
 * with a single '/' passes: '//host' and '/\host' are other sites to a browser, and control
 * characters are refused because browsers strip them ('/\t/host' would become '//host').
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return fallback;
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || isSignInScreen(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Slashes stay readable ('redirect=/dashboard'); they are legal in a query and the spec shows them that way. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replaceAll("%2F", "/");
}

/** The sign-in screen, set to come back to `returnTo` afterwards. */
export function signInPath(returnTo: string): string {
  return `/auth?action=signin&redirect=${encodeQueryValue(returnTo)}`;
}
