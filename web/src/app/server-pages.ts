import type { createTRPCQueryUtils } from "@trpc/react-query";
import type { AppRouter } from "@twend/api";
import { matchPath } from "react-router";
import { LATEST_INPUT, TRENDING_INPUT } from "../pages/home/home-lists.ts";
import { loadCampaignPage, loadHomePage } from "./AppRoutes.tsx";

type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

interface ServerPage {
  path: string;
  /**
   * Reads into the cache what the page shows above the fold, through the same query keys its
   * components use; false when the page cannot be rendered here (an unknown Twend shows the
   * SPA's own not-found state).
   */
  load(params: Record<string, string | undefined>, queries: QueryUtils): Promise<boolean>;
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
    // A list that fails to load is left to the browser, which shows its error state and retry.
    load: async (_params, queries) => {
      await Promise.all([queries.campaigns.trending.prefetch(TRENDING_INPUT), queries.campaigns.recent.prefetch(LATEST_INPUT)]);
      return true;
    },
    code: loadHomePage,
  },
];

/** Loads the data of the server-rendered page at `pathname`; false when the path is not one. */
export function loadServerPage(pathname: string, queries: QueryUtils): Promise<boolean> {
  for (const page of SERVER_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return page.load(match.params, queries);
  }
  return Promise.resolve(false);
}

/** Fetches the code the server-rendered page at `pathname` shows, so it hydrates in one go. */
export function loadServerPageCode(pathname: string, wideGuess: boolean): Promise<unknown> {
  for (const page of SERVER_PAGES) if (matchPath(page.path, pathname)) return page.code(wideGuess);
  return Promise.resolve();
}
