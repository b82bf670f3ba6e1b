import type { AppContext } from "../../context/app-context.ts";
import type { RenderedPageStore } from "../../pages/rendered-page-store.ts";

/**
 * A Twend's server-rendered page, kept on its cached answer: a viral link's page is rendered
 * once per language and screen class while that answer lives, and an edit, which drops the
 * answer in every API process, drops its pages with it.
 */
export function campaignPageStore(ctx: AppContext): RenderedPageStore {
  const cached = (params: Record<string, string>) => ctx.campaignCache.get(params.shortId ?? "");
  return {
    kept: (params, key) => cached(params)?.page(key),
    keeper(params) {
      const readAt = ctx.campaignCache.generation;
      // The render reads the Twend through that cache, so the answer there afterwards is the one
      // it was rendered from, unless an edit came in meanwhile.
      return (key, page) => {
        if (ctx.campaignCache.generation === readAt) cached(params)?.keepPage(key, page);
      };
    },
  };
}
