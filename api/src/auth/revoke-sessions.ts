import type { AppContext } from "../context/app-context.ts";

/** Ends every session of the user at once: cookies issued before carry an older version. */
export async function revokeSessions(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.prisma.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
