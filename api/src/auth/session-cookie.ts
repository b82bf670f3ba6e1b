import { hkdfSync } from "node:crypto";
import secureSession from "@fastify/secure-session";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context/app-context.ts";

/** Signed-in sessions end after this much inactivity... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Re-issuing the cookie on every request would churn it; activity is recorded at this granularity.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * What the encrypted cookie holds. It is stateless, so revocation works through
 * `ver`: it must equal the user's session_version, which logout, deactivation
 * and password changes bump.
 */
const sessionData = z.object({
  uid: z.uuid(),
  ver: z.number().int(),
  iat: z.number(),
  seen: z.number(),
});
export type SessionData = z.infer<typeof sessionData>;

declare module "@fastify/secure-session" {
  interface SessionData {
    uid: string;
    ver: number;
    iat: number;
    seen: number;
  }
}

export function sessionCookieName(appOrigin: string): string {
  // The __Host- prefix pins the cookie to this host over HTTPS, so a sibling subdomain cannot plant one.
  return appOrigin.startsWith("https:") ? "__Host-twend_session" : "twend_session";
}

export async function registerSessionCookie(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const secure = ctx.config.appOrigin.startsWith("https:");
  await app.register(secureSession, {
    key: Buffer.from(hkdfSync("sha256", ctx.sessionSecret, "twend", "session-cookie", 32)),
    cookieName: sessionCookieName(ctx.config.appOrigin),
    expiry: SESSION_ABSOLUTE_MS / 1000,
    cookie: { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: SESSION_ABSOLUTE_MS / 1000 },
  });
}

/** The session's claims when present and within both timeouts; an expired one is cleared. */
export function readSession(req: FastifyRequest, now = Date.now()): SessionData | null {
  const parsed = sessionData.safeParse(req.session.data());
  if (!parsed.success) return null;
  const s = parsed.data;
  if (now - s.iat > SESSION_ABSOLUTE_MS || now - s.seen > SESSION_IDLE_MS) {
    req.session.delete();
    return null;
  }
  if (now - s.seen > TOUCH_EVERY_MS) req.session.set("seen", now);
  return s;
}

/** A fresh cookie at every sign-in, so nothing from an earlier session carries over. */
export function writeSession(req: FastifyRequest, user: { id: string; sessionVersion: number }, now = Date.now()): void {
  req.session.regenerate();
  req.session.set("uid", user.id);
  req.session.set("ver", user.sessionVersion);
  req.session.set("iat", now);
  req.session.set("seen", now);
}

export function clearSession(req: FastifyRequest): void {
  req.session.delete();
}
