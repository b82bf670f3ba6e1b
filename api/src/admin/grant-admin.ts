import type { PrismaClient, User } from "@twend/db";
import { emailSchema } from "@twend/shared";

export class UnknownAccountError extends Error {}

/** Makes an existing account an admin; the flag outlives changes to ADMIN_EMAILS. */
export async function grantAdmin(prisma: PrismaClient, rawEmail: string): Promise<User> {
  const email = emailSchema.parse(rawEmail);
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) throw new UnknownAccountError(`No account uses ${email}; sign up first, then grant.`);
  return prisma.user.update({ where: { id: user.id }, data: { isAdmin: true } });
}
