import type { User } from "@twend/db";
import { ADMIN_MESSAGES } from "@twend/shared";
import { revokeSessions } from "../../auth/revoke-sessions.ts";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError, notFound } from "../../http/http-error.ts";

/** Activates or deactivates an account; deactivation ends its sessions at once. An admin cannot lock themselves out. */
export async function setUserStatus(ctx: AppContext, admin: User, userId: string, isActive: boolean): Promise<void> {
  if (userId === admin.id && !isActive) throw new HttpError(400, ADMIN_MESSAGES.cannotDeactivateSelf);
  const { count } = await ctx.db.prisma.user.updateMany({ where: { id: userId }, data: { isActive } });
  if (count === 0) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (!isActive) await revokeSessions(ctx, userId);
}
