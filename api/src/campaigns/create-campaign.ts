import { isUniqueViolation, type User } from "@twend/db";
import type { CampaignDraftInput, CreatedCampaign } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { designColumns } from "./design-columns.ts";
import { resolveBackground } from "./resolve-background.ts";
import { proposeShortId, shortIdFree } from "./short-ids.ts";

const SHORT_ID_ATTEMPTS = 8;

/** A new Twend owned by `user`, published at once under a fresh short link. */
export async function createCampaign(ctx: AppContext, user: User, input: CampaignDraftInput): Promise<CreatedCampaign> {
  const background = await resolveBackground(ctx, input.background_image_url);
  const { title, ...design } = designColumns(input);
  for (let attempt = 1; ; attempt += 1) {
    const shortId = proposeShortId(input.title);
    if (!(await shortIdFree(ctx, shortId))) continue;
    try {
      const created = await ctx.db.prisma.campaign.create({
        data: {
          ...design,
          title: input.title,
          shortId,
          backgroundImageUrl: background.url,
          background: { connect: { hash: background.hash } },
          owner: { connect: { id: user.id } },
        },
        select: { id: true, shortId: true, title: true },
      });
      if (background.uploaded) await ctx.jobs.enqueue("media.thumbnail", { hash: background.hash });
      await ctx.jobs.enqueue("campaign.preview", { campaignId: created.id });
      ctx.publicLists.clear();
      return { id: created.id, short_id: created.shortId, title: created.title };
    } catch (error) {
      // Two creates drew the same link between the check and the insert: draw again.
      if (isUniqueViolation(error) && attempt < SHORT_ID_ATTEMPTS) continue;
      throw error;
    }
  }
}
