import { isUniqueViolation, type User } from "@twend/db";
import { MESSAGES, type RegisterInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { hashPassword } from "./password-hash.ts";
import { assertPasswordNotCommon } from "./password-policy.ts";

/** A new e-mail account. The address is unique case-insensitively (it is stored lower-cased). */
export async function registerUser(ctx: AppContext, input: RegisterInput): Promise<User> {
  assertPasswordNotCommon(input.password);
  const existing = await ctx.db.prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new HttpError(409, MESSAGES.emailTaken);
  try {
    return await ctx.db.prisma.user.create({
      data: {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      },
    });
  } catch (error) {
    // Two sign-ups for one address at once: the loser gets the same answer as a later one.
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.emailTaken);
    throw error;
  }
}
