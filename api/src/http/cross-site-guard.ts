import { MESSAGES } from "@twend/shared";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { HttpError } from "./http-error.ts";
import { addRouteOnRequest, routeMethods } from "./route-hooks.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

function isOwnOrigin(req: FastifyRequest, appOrigin: string, origin: string): boolean {
  return origin === appOrigin || origin === originOf(req);
}

/** A Referer's origin; one that is not a URL is foreign ('null' never matches). */
function refererOrigin(referer: string): string {
  return URL.canParse(referer) ? new URL(referer).origin : "null";
}

/**
 * Whether any header a browser sets says the request came from another site: Sec-Fetch-Site, else
 * Origin or Referer, which older browsers and some privacy settings send alone. For requests whose
 * method the write guard lets through (a GET that changes state): a link or an image on another
 * site sends no Origin on a GET, but its Referer when the page allows.
 */
export function isForeignRequest(req: FastifyRequest, appOrigin: string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return true;
  const { origin, referer } = req.headers;
  if (typeof origin === "string" && !isOwnOrigin(req, appOrigin, origin)) return true;
  return typeof referer === "string" && !isOwnOrigin(req, appOrigin, refererOrigin(referer));
}

/**
 * CSRF defence for cookie-authenticated writes. Browsers label every request
 * with Sec-Fetch-Site; older ones at least send Origin on cross-origin POSTs.
 * Clients that send neither (curl, server-to-server) cannot carry a victim's
 * cookie, so they pass. Bodies must be JSON (text/plain, the one type a
 * cross-site form can send without a preflight, is not parsed at all).
 * Only routes that take a write method carry the check; reads never pass it.
 * Register it before any route.
 */
export function registerCrossSiteGuard(app: FastifyInstance, appOrigin: string): void {
  app.removeContentTypeParser("text/plain");
  const guard: onRequestHookHandler = (req, _reply, done) => {
    // A route may take reads and writes alike (tRPC's), so the method is checked again here.
    if (SAFE_METHODS.has(req.method)) return done();
    const site = req.headers["sec-fetch-site"];
    if (typeof site === "string") return done(site === "same-origin" || site === "none" ? undefined : new HttpError(403, MESSAGES.crossSiteRequest));
    const origin = req.headers.origin;
    done(typeof origin === "string" && !isOwnOrigin(req, appOrigin, origin) ? new HttpError(403, MESSAGES.crossSiteRequest) : undefined);
  };
  app.addHook("onRoute", (route) => {
    if (!routeMethods(route).every((method) => SAFE_METHODS.has(method))) addRouteOnRequest(route, guard);
  });
}
