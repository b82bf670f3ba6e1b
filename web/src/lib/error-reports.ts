import type { ClientErrorReport } from "@twend/shared";
import { CLIENT_ERROR_REPORTS, type BrowserFamily } from "@twend/shared/constants";

const { maxMessageChars, maxUrlChars, maxReleaseChars, perPageLoad } = CLIENT_ERROR_REPORTS;

/** Where an error was thrown, as the browser says it. */
interface Origin {
  source?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}

/** The browser's family from its user agent: no version, no platform. Order matters: Edge and Opera also say Chrome, Chrome also says Safari. */
export function browserFamily(userAgent: string): BrowserFamily {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return "edge";
  if (/\b(OPR|Opera)\//.test(userAgent)) return "opera";
  if (/\bSamsungBrowser\//.test(userAgent)) return "samsung";
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return "firefox";
  // HeadlessChrome too.
  if (/(Chrome|Chromium|CriOS)\//.test(userAgent)) return "chrome";
  if (/\bSafari\//.test(userAgent)) return "safari";
  return "other";
}

/** Drops an address's query string and fragment (where tokens and personal values travel). */
const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");

/**
 * The error's words without what may name a person: every address loses its query string,
 * every e-mail address is masked; trimmed to the length a report carries.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, "[email]")
    .replace(/(\w+:\/\/[^\s?#]*)[?#][^\s]*/g, "$1")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxMessageChars);
}

/** A script's address as reported: a path on this site, another origin's address as it is; no query string. */
export function scriptSource(url: string, siteOrigin: string): string | undefined {
  const bare = withoutQuery(url);
  const own = bare.startsWith(`${siteOrigin}/`) ? bare.slice(siteOrigin.length) : bare;
  return own === "" ? undefined : own.slice(0, maxUrlChars);
}

/** Where a stack's first frame with an address points, for rejections, which come without one. */
export function stackOrigin(stack: string | undefined): Origin {
  const frame = stack ? /((?:https?|blob|[\w-]+-extension):\/\/[^\s()]+?):(\d+):(\d+)/.exec(stack) : null;
  return frame?.[1] ? { source: withoutQuery(frame[1]), line: Number(frame[2]), column: Number(frame[3]) } : {};
}

/** The build, named by the entry script's content hash (`/assets/index-<hash>.js`); none when served by Vite's dev server. */
export function releaseOf(moduleUrl: string): string | undefined {
  return /\/index-([\w-]+)\.js$/.exec(withoutQuery(moduleUrl))?.[1]?.slice(0, maxReleaseChars);
}

/** What an error or a rejection reason says, its kind's name first: "TypeError: x is undefined". */
export function errorMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message ? `${reason.name}: ${reason.message}` : reason.name;
  if (typeof reason === "string") return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

const isPosition = (n: number | undefined): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** The report of one error, or null for one nothing can be learnt from (a foreign script's opaque "Script error."). */
export function reportOf(
  kind: ClientErrorReport["kind"],
  reason: unknown,
  origin: Origin,
  page: { path: string; origin: string; userAgent: string; moduleUrl: string },
): ClientErrorReport | null {
  const message = scrubMessage(errorMessage(reason));
  const where = origin.source ? origin : stackOrigin(reason instanceof Error ? reason.stack : undefined);
  if (message === "" || (message === "Script error." && !where.source)) return null;
  const source = where.source ? scriptSource(where.source, page.origin) : undefined;
  const release = releaseOf(page.moduleUrl);
  return {
    kind,
    message,
    path: page.path.slice(0, maxUrlChars),
    ...(source ? { source } : {}),
    ...(source && isPosition(where.line) ? { line: where.line } : {}),
    ...(source && isPosition(where.column) ? { column: where.column } : {}),
    ...(release ? { release } : {}),
    browser: browserFamily(page.userAgent),
  };
}

/**
 * Sends the uncaught errors and unhandled rejections of this page load to the API
 * (POST /api/client-errors), the same one once and a few at most, with `fetch`'s keepalive so a
 * report survives the page being left. The SPA's one call outside tRPC: it must leave even when the
 * code that failed is the app's own client, and it sends no cookie.
 */
export function reportUncaughtErrors(target: Window): void {
  const seen = new Set<string>();
  const send = (kind: ClientErrorReport["kind"], reason: unknown, origin: Origin) => {
    try {
      if (seen.size >= perPageLoad) return;
      const { location, navigator } = target;
      const report = reportOf(kind, reason, origin, { path: location.pathname, origin: location.origin, userAgent: navigator.userAgent, moduleUrl: import.meta.url });
      if (!report) return;
      const key = JSON.stringify([report.kind, report.message, report.source, report.line, report.column]);
      if (seen.has(key)) return;
      seen.add(key);
      void target
        .fetch(CLIENT_ERROR_REPORTS.path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(report),
          keepalive: true,
          credentials: "omit",
        })
        .catch(() => undefined);
    } catch {
      // Reporting must never be the page's next error.
    }
  };
  target.addEventListener("error", (event) => {
    send("error", event.error ?? event.message, { source: event.filename || undefined, line: event.lineno, column: event.colno });
  });
  target.addEventListener("unhandledrejection", (event) => send("rejection", event.reason, {}));
}
