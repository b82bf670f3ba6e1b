import type { User } from "@twend/db";
import type { AppContext } from "../context/app-context.ts";

// 'Last seen' is for the admin's user table: minutes are precise enough, and a write per visit is not.
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/** Records that the account used the app, at most every few minutes; called when the app checks who is signed in. */
export async function touchLastSeen(ctx: AppContext, user: User, now = new Date()): Promise<User> {
  if (user.lastSeenAt && now.getTime() - user.lastSeenAt.getTime() < LAST_SEEN_PRECISION_MS) return user;
  await ctx.db.prisma.user.updateMany({ where: { id: user.id }, data: { lastSeenAt: now } });
  return { ...user, lastSeenAt: now };
}
