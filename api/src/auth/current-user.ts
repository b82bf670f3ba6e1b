import type { User } from "@twend/db";
import { MESSAGES } from "@twend/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { clearSession, readSession } from "./session-cookie.ts";

// One lookup per request, however many guards and handlers ask.
const resolved = new WeakMap<FastifyRequest, Promise<User | null>>();

/**
 * The signed-in user, or null. The cookie alone is not trusted: the account
 * must still exist, be active, and carry the session version the cookie was
 * issued with.
 */
export function currentUser(ctx: AppContext, req: FastifyRequest): Promise<User | null> {
  let found = resolved.get(req);
  if (!found) {
    found = lookUp(ctx, req);
    resolved.set(req, found);
  }
  return found;
}

async function lookUp(ctx: AppContext, req: FastifyRequest): Promise<User | null> {
  const session = readSession(req);
  if (!session) return null;
  const user = await ctx.db.prisma.user.findUnique({ where: { id: session.uid } });
  if (!user || !user.isActive || user.sessionVersion !== session.ver) {
    clearSession(req);
    return null;
  }
  return user;
}

export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<User> {
  const user = await currentUser(ctx, req);
  if (!user) throw new HttpError(401, MESSAGES.unauthorized);
  return user;
}

/** Admins are flagged in the database (admin:grant) or listed in ADMIN_EMAILS. */
export function isAdmin(ctx: AppContext, user: Pick<User, "isAdmin" | "email">): boolean {
  return user.isAdmin || ctx.config.adminEmails.includes(user.email.toLowerCase());
}

export async function requireAdmin(ctx: AppContext, req: FastifyRequest): Promise<User> {
  const user = await requireUser(ctx, req);
  if (!isAdmin(ctx, user)) throw new HttpError(403, MESSAGES.adminRequired);
  return user;
}
