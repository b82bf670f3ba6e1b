import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { toUserDto } from "../users/user-dto.ts";
import { requireUser } from "./current-user.ts";
import { touchLastSeen } from "./touch-last-seen.ts";

/**
 * The documented "who am I" calls (spec section 7), which stay routes of their own: they answer
 * the bare user, without the `{ success }` envelope the procedures' adapters add, and 401 when
 * nobody is signed in. The SPA asks `account.me`, which answers `{ user: null }` instead.
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Both names answer for either sign-in method: there is one session.
  for (const url of ["/api/auth/me", "/api/users/me"]) {
    app.get(url, async (req) => toUserDto(await touchLastSeen(ctx, await requireUser(ctx, req))));
  }
}
