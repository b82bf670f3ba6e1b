import { splitLocalePath } from "@twend/shared";

/**
 * Which requests the service worker keeps for a visitor who loses the network, by address alone:
 * only what a Twend's public page reads. Nothing signed in, no write, no admin: a request none of
 * these names goes to the network as if there were no service worker.
 */

/** A Twend's page once any language prefix is set aside (`/campaign/abc` for `/es/campaign/abc` too). */
const TWEND_PAGE = /^\/campaign\/[^/]+\/?$/;

/** The page's own read of its Twend, alone in its request: a batch with other calls may carry the signed-in account. */
const TWEND_READ = "/trpc/campaigns.byShortId";

/** Content-addressed media (a background and its sized copies): a name never changes its bytes. */
const MEDIA = /^\/media\/[0-9a-f]{64}\.[a-z0-9]+$/i;

/** The build's hashed files, which never change under one name. */
const BUILT_ASSET = /^\/assets\/[^/]+$/;

export const isTwendPage = (url: URL): boolean => TWEND_PAGE.test(splitLocalePath(url.pathname).path);

export const isTwendRead = (url: URL): boolean => url.pathname === TWEND_READ;

export const isMedia = (url: URL): boolean => MEDIA.test(url.pathname);

export const isBuiltAsset = (url: URL): boolean => BUILT_ASSET.test(url.pathname);

/** How many Twends a device keeps for offline use, the most recently opened first. */
export const TWENDS_KEPT = 20;

/** Media for those Twends: a background and the copies a page shows of it. */
export const MEDIA_KEPT = 60;

/** Built files beyond the precached generator: what the visitor's pages fetched, such as the fonts a name was drawn in. */
export const ASSETS_KEPT = 120;

/** An online visitor waits no longer than this for a page before the kept copy is shown. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
