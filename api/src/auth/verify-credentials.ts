import type { User } from "@twend/db";
import { MESSAGES, type LoginInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { verifyPassword } from "./password-hash.ts";

/**
 * The account these credentials open. An unknown address and a wrong password
 * give the same error after the same amount of hashing, so neither reveals
 * which accounts exist.
 */
export async function verifyCredentials(ctx: AppContext, input: LoginInput): Promise<User> {
  const user = await ctx.db.prisma.user.findUnique({ where: { email: input.email } });
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) throw new HttpError(401, MESSAGES.invalidCredentials);
  if (!user.isActive) throw new HttpError(403, MESSAGES.accountDeactivated);
  return user;
}
