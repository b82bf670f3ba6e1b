import { MESSAGES, type ResetPasswordInput } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { hashPassword } from "../password-hash.ts";
import { assertPasswordNotCommon } from "../password-policy.ts";
import { hashResetToken } from "./reset-token.ts";

/** Sets a new password from a mailed link, burns the link and signs the account out everywhere. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const invalid = new HttpError(400, MESSAGES.invalidResetLink);
  const tokenHash = hashResetToken(input.token);
  const token = await ctx.db.prisma.passwordResetToken.findUnique({ where: { tokenHash }, include: { user: true } });
  if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now() || !token.user.isActive) throw invalid;
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.prisma.$transaction(async (tx) => {
    // Claiming the token in the same statement that checks it: of two racing uses, one wins.
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count !== 1) throw invalid;
    await tx.user.update({ where: { id: token.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
  });
}
