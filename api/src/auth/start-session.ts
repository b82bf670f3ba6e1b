import type { User } from "@twend/db";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { writeSession } from "./session-cookie.ts";

/** Every sign-in method ends here: the sign-in time is recorded and a new cookie issued. */
export async function startSession(ctx: AppContext, req: FastifyRequest, user: User): Promise<User> {
  const signedIn = await ctx.db.prisma.user.update({ where: { id: user.id }, data: { lastSignedInAt: new Date(), lastSeenAt: new Date() } });
  writeSession(req, signedIn);
  return signedIn;
}
