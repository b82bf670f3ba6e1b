// The service worker: what a Twend's public page needs, kept on the device so a visitor who
// loses the network can still open the Twend, make a DP and save it. Built by vite-plugin-pwa
// (injectManifest), which writes the generator's files into the precache list below.
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import * as navigationPreload from "workbox-navigation-preload";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { ASSETS_KEPT, isBuiltAsset, isMedia, isTwendPage, isTwendRead, MEDIA_KEPT, PAGE_NETWORK_TIMEOUT_SECONDS, TWENDS_KEPT } from "./cached-requests.ts";

/** The parts of a service worker's global scope used here (the project is typed with the DOM library). */
interface ServiceWorkerScope {
  readonly location: Location;
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;
const sameOrigin = (url: URL) => url.origin === scope.location.origin;

// The generator's code, its fonts' common files and the app's shell (vite.config.ts picks them).
// Read off `self` by name: the build writes the list where it finds `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// A Twend's page as the server rendered it, its data inside: from the network when it answers in
// time, so an online visitor always gets the current page and code; the kept copy otherwise.
// Server-rendered pages vary by language and device, but the one kept is the visitor's own.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === "GET" && isTwendPage(url),
  new NetworkFirst({
    cacheName: "twend-pages",
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: TWENDS_KEPT })],
  }),
);

// The Twend read by a page the app opened itself (from a list), rather than rendered by the server.
registerRoute(
  ({ url }) => sameOrigin(url) && isTwendRead(url),
  new NetworkFirst({
    cacheName: "twend-reads",
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: TWENDS_KEPT })],
  }),
);

// Every other page straight from the network, as without a service worker. Through this route
// rather than none, so the navigation preload request (started while the worker wakes) is the one
// used, never a second request after it.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());
navigationPreload.enable();

// Backgrounds and their sized copies: named by their content, so a kept copy is never stale.
registerRoute(
  ({ url }) => sameOrigin(url) && isMedia(url),
  new CacheFirst({
    cacheName: "twend-media",
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MEDIA_KEPT, purgeOnQuotaError: true })],
  }),
);

// Every other built file a page fetched (a font a name needed, the face detector): kept too, so
// a page of this version finds them offline, and one still running the previous version after
// a deploy finds the files it already used.
registerRoute(
  ({ url }) => sameOrigin(url) && isBuiltAsset(url),
  new CacheFirst({
    cacheName: "twend-assets",
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: ASSETS_KEPT, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the visitor agrees to reload (or closes every Twend tab): pages still
// running this version keep loading their chunks from this worker's precache, which the next
// version would remove on taking over. Until then a page opened anew is served by the network.
// The message is workbox-window's messageSkipWaiting().
scope.addEventListener("message", (event) => {
  const { data } = event;
  if (typeof data === "object" && data !== null && "type" in data && data.type === "SKIP_WAITING") void scope.skipWaiting();
});
// On the first visit there is no older version: the page that installed the worker uses it at once.
clientsClaim();
