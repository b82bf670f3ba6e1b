import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { currentUser } from "./current-user.ts";
import { revokeSessions } from "./revoke-sessions.ts";
import { clearSession } from "./session-cookie.ts";

/** Logging out ends every session of the account, so a copied cookie dies with it. */
export async function signOut(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const user = await currentUser(ctx, req);
  if (user) await revokeSessions(ctx, user.id);
  clearSession(req);
}
