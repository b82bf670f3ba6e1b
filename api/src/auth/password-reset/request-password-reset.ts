import type { ForgotPasswordInput } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { resetMail } from "./reset-mail.ts";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token.ts";

/**
 * Mails a single-use reset link when the address belongs to an active account.
 * The caller answers the same either way, and the mail is sent after the
 * answer, so neither the reply nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPasswordInput): Promise<void> {
  const user = await ctx.db.prisma.user.findUnique({ where: { email: input.email } });
  if (!user || !user.isActive) return;
  const token = newResetToken();
  await ctx.db.prisma.$transaction([
    // Only the newest link works: asking again retires the earlier ones.
    ctx.db.prisma.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
    ctx.db.prisma.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    }),
  ]);
  const link = `${ctx.config.appOrigin}/reset-password?token=${token}`;
  void ctx.mailer.send(resetMail(user.email, link, user.firstName)).catch((error: unknown) => {
    ctx.log.error({ err: error, userId: user.id }, "password reset mail failed");
  });
}
