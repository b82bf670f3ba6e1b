import { MESSAGES } from "@twend/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { isForeignRequest } from "../http/cross-site-guard.ts";
import { HttpError } from "../http/http-error.ts";
import { currentUser } from "./current-user.ts";
import { revokeSessions } from "./revoke-sessions.ts";
import { clearSession } from "./session-cookie.ts";

/**
 * Logging out ends every session of the account, so a copied cookie dies with it. The spec makes
 * it a GET, which the cross-site guard of writes does not cover, so a link on another site must
 * not be able to sign anyone out, whichever of Sec-Fetch-Site, Origin or Referer gives it away.
 */
export async function signOut(ctx: AppContext, req: FastifyRequest): Promise<void> {
  if (isForeignRequest(req, ctx.config.appOrigin)) throw new HttpError(403, MESSAGES.crossSiteRequest);
  const user = await currentUser(ctx, req);
  if (user) await revokeSessions(ctx, user.id);
  clearSession(req);
}
