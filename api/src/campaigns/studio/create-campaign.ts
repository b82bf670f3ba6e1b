import { isUniqueViolation, type User } from "@twend/db";
import type { CampaignDraftInput, CreatedCampaign } from "@twend/shared";
import { enqueueBackgroundJobs } from "@twend/jobs";
import type { AppContext } from "../../context/app-context.ts";
import { designColumns } from "./design-columns.ts";
import { resolveBackground } from "./resolve-background.ts";
import type { StagedUpload } from "../../trpc/staged-upload.ts";
import { cleanShortId, shortIdFree, suffixedShortId } from "./short-ids.ts";

const SHORT_ID_ATTEMPTS = 8;

/**
 * A new Twend owned by `user`, published at once under its title's clean slug
 * when that link is free (no Twend uses it now or used it before), else under
 * the slug with a random suffix.
 */
export async function createCampaign(ctx: AppContext, user: User, input: CampaignDraftInput, upload?: StagedUpload): Promise<CreatedCampaign> {
  const background = await resolveBackground(ctx, input.background_image_url, upload);
  const design = designColumns(input);
  const clean = cleanShortId(input.title);
  for (let attempt = 1; ; attempt += 1) {
    const shortId = attempt === 1 && clean ? clean : suffixedShortId(input.title);
    if (!(await shortIdFree(ctx, shortId))) continue;
    try {
      const created = await ctx.db.prisma.campaign.create({
        data: {
          ...design,
          title: input.title,
          shortId,
          backgroundImageUrl: background.path,
          background: { connect: { hash: background.hash } },
          owner: { connect: { id: user.id } },
        },
        select: { id: true, shortId: true, title: true },
      });
      if (background.uploaded) await enqueueBackgroundJobs(ctx.jobs, background.hash);
      await ctx.jobs.enqueue("campaign.preview", { campaignId: created.id });
      ctx.publicLists.clear();
      return { id: created.id, short_id: created.shortId, title: created.title };
    } catch (error) {
      // Another create took the same link between the check and the insert: draw a suffixed one.
      if (isUniqueViolation(error) && attempt < SHORT_ID_ATTEMPTS) continue;
      throw error;
    }
  }
}
