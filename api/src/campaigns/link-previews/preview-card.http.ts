import { MESSAGES } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { authLimiter } from "../../auth/rate-limits.ts";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { campaignByLink } from "./campaign-by-link.ts";
import { previewCardInput, previewCardPath } from "./preview-card-path.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves a Twend's link-preview card (og:image) at the address its page names.
 * The current version's stored card is served as it is; a missing one is drawn
 * now (within the client's budget), so a crawl right after publishing gets the
 * card. Any other version or an old link redirects to the current card and
 * never draws, so no one can make the server draw cards at will.
 */
export async function previewCardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const drawLimit = authLimiter(app, "previewCardDraw");
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>("/og/campaign/:file", async (req, reply) => {
    const input = previewCardInput.parse({ file: req.params.file, v: req.query.v });
    const campaign = await campaignByLink(ctx, input.file);
    if (!campaign?.background) throw new HttpError(404, MESSAGES.campaignNotFound);
    const version = ctx.previewCards.version(campaign);
    if (input.file !== campaign.shortId || input.v !== version) {
      return reply.header("Cache-Control", "no-cache").redirect(previewCardPath(campaign.shortId, version), 302);
    }
    let card = await ctx.previewCards.stored(campaign);
    if (!card) {
      await drawLimit(req);
      card = await ctx.previewCards.draw(campaign);
    }
    if (!card) throw new HttpError(404, MESSAGES.campaignNotFound);
    return reply.header("Cache-Control", IMMUTABLE).header("ETag", `"${card.hash}"`).header("X-Content-Type-Options", "nosniff").type("image/png").send(card.bytes);
  });
}
