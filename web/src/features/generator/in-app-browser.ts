// App webviews that block or mangle downloads; names as their user agents spell them. Fetched with
// the hint that names the app, only where device.ts's quicker test says this may be one.
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
