import { splitLocalePath } from "@twend/shared";
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import type { TrpcQueryUtils } from "../lib/trpc.ts";
import { loadCampaignPage, loadHomePage } from "./AppRoutes.tsx";

interface ServerPage {
  path: string;
  /**
   * Reads into the cache what the page shows above the fold, through the same query keys its
   * components use; false when the page cannot be rendered here (an unknown Twend shows the
   * SPA's own not-found state).
   */
  load(params: Record<string, string | undefined>, queries: TrpcQueryUtils): Promise<boolean>;
  /**
   * Fetches the code of what the page shows before the browser hydrates it. A part whose code is
   * still on its way cannot be hydrated, and if anything above it changes meanwhile (the signed-in
   * user arriving), React throws its server markup away and shows its loading state instead.
   */
  code(wideGuess: boolean): Promise<unknown>;
}

/**
 * The pages the server renders: where visitors land from a shared link or a search, on a phone
 * and a slow network, so the first paint must not wait for the bundle and an API round trip.
 */
const SERVER_PAGES: readonly ServerPage[] = [
  {
    path: "/campaign/:shortId",
    load: async ({ shortId = "" }, queries) => {
      try {
        await queries.campaigns.byShortId.fetch({ shortId });
        return true;
      } catch {
        return false;
      }
    },
    code: (wideGuess) => loadCampaignPage().then((page) => page.loadShownParts(wideGuess)),
  },
  {
    path: "/",
    // Through the page's own module, which the browser fetches only on that page: the lists'
    // inputs would otherwise weigh on every page's first load.
    load: async (_params, queries) => {
      await (await loadHomePage()).prefetchHomeLists(queries);
      return true;
    },
    code: loadHomePage,
  },
];

// Paths are matched with regexparam, the parser wouter's routes use, after any language prefix, so a
// path is a server page exactly when AppRoutes shows that page for it.

/** Loads the data of the server-rendered page at `pathname`; false when the path is not one. */
export function loadServerPage(pathname: string, queries: TrpcQueryUtils): Promise<boolean> {
  for (const page of SERVER_PAGES) {
    const [matches, params] = matchRoute(parse, page.path, splitLocalePath(pathname).path);
    if (matches) return page.load(params, queries);
  }
  return Promise.resolve(false);
}

/** Fetches the code the server-rendered page at `pathname` shows, so it hydrates in one go. */
export function loadServerPageCode(pathname: string, wideGuess: boolean): Promise<unknown> {
  for (const page of SERVER_PAGES) if (matchRoute(parse, page.path, splitLocalePath(pathname).path)[0]) return page.code(wideGuess);
  return Promise.resolve();
}
