import type { ForgotPasswordInput } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { resetMail } from "./reset-mail.ts";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token.ts";

/**
 * Asks for a reset link to be mailed, and returns before anything is looked up: the caller answers
 * at once, the same for every address, so neither the reply nor its timing tells whether an account
 * exists. The lookup, the token and the mail happen after the answer has gone.
 */
export function requestPasswordReset(ctx: AppContext, input: ForgotPasswordInput): void {
  // After the pending answer is written, which takes no more than the microtasks already queued.
  setImmediate(() => {
    mailResetLink(ctx, input).catch((error: unknown) => {
      ctx.log.error({ err: error }, "password reset request failed");
    });
  });
}

/** Mails a single-use reset link when the address belongs to an active account. */
async function mailResetLink(ctx: AppContext, input: ForgotPasswordInput): Promise<void> {
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
  await ctx.mailer.send(resetMail(user.email, link, user.firstName)).catch((error: unknown) => {
    ctx.log.error({ err: error, userId: user.id }, "password reset mail failed");
  });
}
