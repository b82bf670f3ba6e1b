// App webviews that block or mangle downloads; names as their user agents spell them.
const IN_APP_BROWSERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "Instagram", pattern: /\bInstagram\b/i },
  { name: "Facebook", pattern: /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bMessengerForiOS\b/i },
  { name: "TikTok", pattern: /\bmusical_ly|\bTikTok\b|\bBytedanceWebview\b|\bByteLocale\b/i },
  { name: "Line", pattern: /\bLine\/\d/i },
  { name: "Snapchat", pattern: /\bSnapchat\b/i },
  { name: "X", pattern: /\bTwitter(?:Android)?\b/i },
  { name: "LinkedIn", pattern: /\bLinkedInApp\b/i },
  { name: "Pinterest", pattern: /\bPinterest\b/i },
  { name: "WeChat", pattern: /\bMicroMessenger\b/i },
  { name: "Telegram", pattern: /\bTelegram-Android\b/i },
];

/** The app whose built-in browser this is, or null in a real browser. */
export function inAppBrowserName(userAgent: string): string | null {
  return IN_APP_BROWSERS.find((browser) => browser.pattern.test(userAgent))?.name ?? null;
}

/** Phones and tablets, where the system share sheet is the natural way to post an image. */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/\b(Android|iPhone|iPad|iPod|Mobile)\b/i.test(userAgent)) return true;
  // iPadOS reports itself as a Mac; only its touch screen gives it away.
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}
