import { directionOf, isWellFormedText, twendManifest, twendManifestPath } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { pageLocale } from "../../i18n/request-locale.ts";
import { i18nFor } from "../../i18n/server-i18n.ts";
import { PAGE_TEXTS } from "../../http/page-texts.ts";
import { getPublicCampaign } from "./get-public-campaign.ts";

/** Browsers ask for a page's manifest on every visit; a Twend's title changes rarely. */
const MANIFEST_CACHE_CONTROL = "public, max-age=300";

/**
 * GET /campaign/{shortId}/manifest.webmanifest, linked from the Twend's page: the web app manifest
 * that installs this Twend on its own (its title as the app's name, its link as where it opens),
 * in the language the page is served in. Read through the public Twend cache, as the page is; an
 * unknown or hidden Twend is a 404 like its page's.
 */
export async function campaignManifestRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { shortId: string } }>(twendManifestPath(":shortId"), async (req, reply) => {
    const shortId = req.params.shortId.toLowerCase();
    if (!isWellFormedText(shortId)) return reply.callNotFound();
    const { dto } = await getPublicCampaign(ctx, { shortId });
    const locale = pageLocale(req, dto.locale ?? null);
    const description = i18nFor(locale)._(PAGE_TEXTS.campaignDescription, { title: dto.title });
    const manifest = twendManifest({ shortId: dto.short_id, title: dto.title }, { description, lang: locale, dir: directionOf(locale) });
    return reply
      .header("Cache-Control", MANIFEST_CACHE_CONTROL)
      .header("Vary", "Accept-Language, Cookie")
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(manifest));
  });
}
