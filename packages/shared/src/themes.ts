/**
 * The colour schemes a visitor can pick: "system" follows the device's light or dark setting as it
 * changes; the others hold one scheme whatever the device says.
 */
export const THEME_CHOICES = ["system", "light", "dark"] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The cookie that keeps a visitor's own choice of scheme, read by the server before it sends a page. */
export const THEME_COOKIE = "twend_theme";

export const isThemeChoice = (value: unknown): value is ThemeChoice => typeof value === "string" && (THEME_CHOICES as readonly string[]).includes(value);

/** The browser's bar around the page in each scheme: the brand's violet by day, the dark page's own colour by night. */
export const THEME_COLORS = { light: "#6d28d9", dark: "#0f1524" } as const;
