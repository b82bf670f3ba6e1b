import { isThemeChoice, THEME_COLORS, THEME_COOKIE, type ThemeChoice } from "@twend/shared";
import type { FastifyRequest } from "fastify";

/** The colour scheme the visitor chose with the switcher; "system" (the device's) until they do. */
export function chosenTheme(req: FastifyRequest): ThemeChoice {
  const header = req.headers.cookie ?? "";
  const value = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`).exec(header)?.[1];
  return isThemeChoice(value) ? value : "system";
}

/**
 * The app's HTML in the visitor's scheme from its first paint: the root element says which
 * (index.css draws from it), and the browser's own parts (scroll bars, fields, the bar around the
 * page) follow. "system" leaves the shell's pair of schemes to the device.
 */
export function inTheme(html: string, theme: ThemeChoice): string {
  const themed = html.replace(/<html /, () => `<html data-theme="${theme}" `);
  if (theme === "system") return themed;
  return themed
    .replace(/(<meta\s+name="color-scheme"\s+content=")[^"]*(")/, (_whole, open: string, close: string) => `${open}${theme}${close}`)
    .replace(/(<meta\s+name="theme-color"\s+content=")[^"]*(")/g, (_whole, open: string, close: string) => `${open}${THEME_COLORS[theme]}${close}`);
}
