import type { PreviewSubject } from "@twend/jobs";
import type { AppContext } from "../../context/app-context.ts";

/**
 * The active Twend a public link names, following a renamed short_id through
 * `short_id_redirects`, with its background; null for an unknown or deactivated one.
 */
export async function campaignByLink(ctx: AppContext, shortId: string): Promise<PreviewSubject | null> {
  const prisma = ctx.db.prisma;
  const include = { background: true } as const;
  const campaign =
    (await prisma.campaign.findUnique({ where: { shortId }, include })) ??
    (await prisma.shortIdRedirect.findUnique({ where: { shortId }, include: { campaign: { include } } }))?.campaign ??
    null;
  return campaign?.isActive ? campaign : null;
}
