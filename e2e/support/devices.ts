/** A phone as the server and the page see it: its width, its browser's user agent, touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  isMobile: true,
  hasTouch: true,
};

export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The two widths every screen is reviewed at, for tests that set only the viewport. */
export const REVIEW_VIEWPORTS = [
  { name: "phone", ...PHONE.viewport },
  { name: "desktop", ...DESKTOP.viewport },
] as const;
