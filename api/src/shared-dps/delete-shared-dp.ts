import { MESSAGES, SHARED_DP_ID, type DeleteSharedDpInput } from "@twend/shared";
import { deleteMediaIfUnreferenced } from "@twend/jobs";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";
import { deleteTokenMatches } from "./share-tokens.ts";

/**
 * DELETE /api/shared-dps/:id: the page goes at once, and so does its PNG
 * unless something else (another share, a render) holds the same bytes. A
 * wrong token answers like an unknown id, so it says nothing about which ids exist.
 */
export async function deleteSharedDp(ctx: AppContext, id: string, input: DeleteSharedDpInput): Promise<void> {
  const prisma = ctx.db.prisma;
  const row = SHARED_DP_ID.test(id) ? await prisma.sharedDp.findUnique({ where: { id }, select: { deleteTokenHash: true, mediaHash: true } }) : null;
  if (!row || !deleteTokenMatches(input.delete_token, row.deleteTokenHash)) throw notFound(MESSAGES.sharedDpNotFound);
  const { count } = await prisma.sharedDp.deleteMany({ where: { id } });
  if (count === 0) throw notFound(MESSAGES.sharedDpNotFound);
  await deleteMediaIfUnreferenced({ prisma, media: ctx.media }, row.mediaHash);
}
