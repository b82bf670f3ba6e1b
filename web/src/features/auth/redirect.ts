export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

// Any absolute URL resolves against this; if the origin changes, the value pointed off-site.
const PROBE_ORIGIN = "https://twend.invalid";

/** Screens a signed-in user must not be sent back to: each would bounce them on again. */
function isSignInScreen(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/") || pathname === "/signin";
}

// Deeper encodings than this are refused outright rather than unwrapped.
const MAX_DECODINGS = 4;

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** What a browser would read as another host, or strip into one ('/\t/host' becomes '//host'). */
function looksOffSite(path: string): boolean {
  return path.startsWith("//") || path.includes("\\") || hasControlCharacter(path);
}

/**
 * Whether a normalised path could still reach another host once a router or server decodes it:
 * '/%2F/host' decodes to '//host', and decoding may expose dot segments that collapse into one.
 */
function leadsOffSite(pathname: string): boolean {
  let path = pathname;
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (looksOffSite(decoded)) return true;
    const normalised = new URL(decoded, PROBE_ORIGIN);
    if (normalised.origin !== PROBE_ORIGIN || looksOffSite(normalised.pathname)) return true;
    if (normalised.pathname === path) return false;
    path = normalised.pathname;
  }
  return true;
}

/**
 * The `redirect` parameter as a same-site path, or `fallback`. Only a relative path starting
 * with a single '/' passes, and only while it stays one once normalised and decoded: '//host' and
 * '/\host' are other sites to a browser, and so are '/.//host' and '/%2F/host' after a step.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw || !raw.startsWith("/") || looksOffSite(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || looksOffSite(url.pathname) || leadsOffSite(url.pathname) || isSignInScreen(url.pathname)) return fallback;
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
