import { randomBytes } from "node:crypto";
import { isUniqueViolation } from "@twend/db";
import type { AppContext } from "../context/app-context.ts";
import { welcomeMail } from "./welcome-mail.ts";

/**
 * Subscribes an address once: subscribing again is not an error and adds no
 * row; an address that had unsubscribed is subscribed again. A welcome mail
 * goes out only on a (re)subscription, with the unsubscribe link every
 * newsletter mail carries.
 */
export async function subscribe(ctx: AppContext, email: string): Promise<void> {
  const prisma = ctx.db.prisma;
  const existing = await prisma.newsletterSubscription.findUnique({ where: { email } });
  if (existing && !existing.unsubscribedAt) return;
  let token = existing?.unsubscribeToken;
  try {
    if (existing) await prisma.newsletterSubscription.update({ where: { email }, data: { unsubscribedAt: null } });
    else token = (await prisma.newsletterSubscription.create({ data: { email, unsubscribeToken: randomBytes(24).toString("base64url") } })).unsubscribeToken;
  } catch (error) {
    // The same address subscribed twice at once: the other request made the row.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (!token) return;
  const link = `${ctx.config.appOrigin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(welcomeMail(email, link)).catch((error: unknown) => ctx.log.error({ err: error }, "newsletter welcome mail failed"));
}

/** The link in every newsletter mail: true when it matched a subscription, which is now ended. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<boolean> {
  const { count } = await ctx.db.prisma.newsletterSubscription.updateMany({ where: { unsubscribeToken: token }, data: { unsubscribedAt: new Date() } });
  return count > 0;
}
