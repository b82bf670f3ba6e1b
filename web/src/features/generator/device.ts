/**
 * Every user agent in-app-browser.ts names passes this, and hardly a real browser's: the table and
 * the hint that names the app are fetched only where it does.
 */
const MAYBE_IN_APP_BROWSER = /Instagram|FB|Messenger|musical_ly|TikTok|Byte|Line\/|Snapchat|Twitter|LinkedIn|Pinterest|Telegram/i;

export function mayBeInAppBrowser(userAgent: string): boolean {
  return MAYBE_IN_APP_BROWSER.test(userAgent);
}

/** Phones and tablets, where the system share sheet is the natural way to post an image. */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/\b(Android|iPhone|iPad|iPod|Mobile)\b/i.test(userAgent)) return true;
  // iPadOS reports itself as a Mac; only its touch screen gives it away.
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** What this browser can do with the finished image, read once per page. */
export interface DeviceAbilities {
  mobile: boolean;
  /** Whether this may be an app's built-in browser, where downloads often go nowhere (see mayBeInAppBrowser). */
  maybeInAppBrowser: boolean;
  canCopyImage: boolean;
}

export function readDeviceAbilities(): DeviceAbilities {
  const mobile = isMobileDevice(navigator.userAgent, navigator.maxTouchPoints);
  return {
    mobile,
    maybeInAppBrowser: mayBeInAppBrowser(navigator.userAgent),
    // Phones long-press or share instead; copying an image is a desktop habit.
    canCopyImage: !mobile && typeof ClipboardItem !== "undefined" && typeof navigator.clipboard?.write === "function",
  };
}
