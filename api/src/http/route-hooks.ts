import type { HTTPMethods, onRequestHookHandler, RouteOptions } from "fastify";

/** The methods a route being declared answers (its `method` is one or a list). */
export function routeMethods(route: RouteOptions): HTTPMethods[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * Adds an onRequest hook to one route as it is declared (from an onRoute
 * hook). A guard that concerns a few routes goes there rather than on the
 * whole app, where every request of every other route would pass it too.
 */
export function addRouteOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = !existing ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}
