import { isThemeChoice, THEME_COLORS, THEME_COOKIE, type ThemeChoice } from "@twend/shared";
import { createContext, use, useSyncExternalStore } from "react";

/**
 * The choice a page is rendered with on the server, from the request's cookie. The browser reads
 * the page's root element instead, which the server wrote from the same cookie, so both render
 * the switcher alike.
 */
export const ServedThemeContext = createContext<ThemeChoice>("system");

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scheme the page is shown in: its root element's, which index.css draws from. */
function shownChoice(): ThemeChoice {
  const shown = document.documentElement.dataset["theme"];
  return isThemeChoice(shown) ? shown : "system";
}

/** Shows the page in `choice`, with the browser's own parts (fields, scroll bars, the bar around the page) to match. */
function show(choice: ThemeChoice): void {
  document.documentElement.dataset["theme"] = choice;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute("content", choice === "system" ? "light dark" : choice);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    // Each tag serves the device scheme its media names; a chosen scheme fills both.
    const scheme = choice === "system" ? (meta.media.includes("dark") ? "dark" : "light") : choice;
    meta.content = THEME_COLORS[scheme];
  }
}

/**
 * Takes the cookie's choice when the page carries another or none: a page the offline app kept
 * from before the last change, or one from the Vite dev server. A page the API just served
 * already carries it.
 */
export function adoptStoredTheme(): void {
  const stored = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]+)`).exec(document.cookie)?.[1];
  if (isThemeChoice(stored) && stored !== document.documentElement.dataset["theme"]) show(stored);
}

/** A visitor's own choice: kept a year in a cookie, which the server reads before it sends a page. */
export function chooseTheme(choice: ThemeChoice): void {
  document.cookie = `${THEME_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
  show(choice);
  for (const listener of listeners) listener();
}

/** The visitor's choice of scheme, as the page shows it. */
export function useThemeChoice(): ThemeChoice {
  const served = use(ServedThemeContext);
  return useSyncExternalStore(subscribe, shownChoice, typeof document === "undefined" ? () => served : shownChoice);
}
