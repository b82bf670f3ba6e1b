import { isUniqueViolation, type User } from "@twend/db";
import { fillTemplate, MESSAGES, REFERENCE_SIZE, SCHEMA_MESSAGES, type CampaignUpdateInput, type OwnerCampaign } from "@twend/shared";
import { enqueueBackgroundJobs } from "@twend/jobs";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { publicCampaignInclude, toOwnerCampaign } from "../campaign-dto.ts";
import { designColumns } from "./design-columns.ts";
import { findOwnedCampaign } from "../owned-campaign.ts";
import { resolveBackground } from "./resolve-background.ts";
import type { StagedUpload } from "../../trpc/staged-upload.ts";
import { shortIdFree } from "./short-ids.ts";

/**
 * Saves an edit (every field) or an inline rename (`{ title }` alone). A new
 * short_id keeps the old one as a redirect, so links already shared still work.
 */
export async function updateCampaign(ctx: AppContext, user: User, id: number, input: CampaignUpdateInput, upload?: StagedUpload): Promise<OwnerCampaign> {
  const campaign = await findOwnedCampaign(ctx, user, id);
  const size = input.avatar_size ?? campaign.avatarSize;
  for (const [field, at] of [
    ["avatar_x", input.avatar_x ?? campaign.avatarX],
    ["avatar_y", input.avatar_y ?? campaign.avatarY],
  ] as const) {
    if (at + size > REFERENCE_SIZE)
      throw new HttpError(400, `${field}: ${fillTemplate(SCHEMA_MESSAGES.tooLarge, { field: `${field} + avatar_size`, max: REFERENCE_SIZE })}`);
  }
  const newShortId = input.short_id !== undefined && input.short_id !== campaign.shortId ? input.short_id : undefined;
  if (newShortId !== undefined && !(await shortIdFree(ctx, newShortId, campaign.id))) throw new HttpError(409, MESSAGES.shortIdTaken);
  // An unchanged background comes back as the form was handed it (see MediaLinks), or as the row keeps it.
  const sent = input.background_image_url;
  const background =
    sent !== undefined && sent !== campaign.backgroundImageUrl && sent !== ctx.media.urlOf(campaign.backgroundImageUrl)
      ? await resolveBackground(ctx, sent, upload)
      : undefined;

  try {
    const row = await ctx.db.prisma.$transaction(async (tx) => {
      if (newShortId !== undefined) {
        // Going back to a link this Twend used before turns that redirect into its link again.
        await tx.shortIdRedirect.deleteMany({ where: { shortId: newShortId, campaignId: campaign.id } });
        await tx.shortIdRedirect.create({ data: { shortId: campaign.shortId, campaignId: campaign.id } });
      }
      return tx.campaign.update({
        where: { id: campaign.id },
        data: {
          ...designColumns(input),
          ...(newShortId !== undefined ? { shortId: newShortId } : {}),
          ...(background ? { backgroundImageUrl: background.path, backgroundHash: background.hash, thumbnailHash: null } : {}),
        },
        include: publicCampaignInclude,
      });
    });
    await ctx.campaignCache.invalidate(campaign.id);
    ctx.publicLists.clear();
    if (background) await enqueueBackgroundJobs(ctx.jobs, background.hash);
    // Title, design or background may have changed: the link preview follows.
    await ctx.jobs.enqueue("campaign.preview", { campaignId: campaign.id });
    return toOwnerCampaign(row, ctx.media);
  } catch (error) {
    // Another creator took the link between the check and the save.
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.shortIdTaken);
    throw error;
  }
}
