import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { z } from "zod";

/** Long enough for a consent screen with two-step verification; Google's codes expire sooner anyway. */
export const GOOGLE_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/**
 * A Google sign-in this browser started: kept in the encrypted session
 * cookie, so it is bound to the browser, unreadable and unforgeable by the
 * client, and costs no server-side storage when the API runs as many processes.
 */
const pendingSignIn = z.object({
  state: z.string().min(1),
  verifier: z.string().min(43).max(128),
  startedAt: z.number(),
});
type PendingSignIn = z.infer<typeof pendingSignIn>;

declare module "@fastify/secure-session" {
  interface SessionData {
    googleSignIn: PendingSignIn;
  }
}

const randomToken = (bytes: number) => randomBytes(bytes).toString("base64url");

/** Starts a sign-in: a fresh state and PKCE verifier (RFC 7636), replacing any earlier unfinished one. */
export function beginGoogleSignIn(req: FastifyRequest, now = Date.now()): { state: string; codeChallenge: string } {
  const state = randomToken(24);
  const verifier = randomToken(32);
  req.session.set("googleSignIn", { state, verifier, startedAt: now });
  return { state, codeChallenge: createHash("sha256").update(verifier).digest("base64url") };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The PKCE verifier of the sign-in this browser started, when `state` is the
 * one issued for it and it has not expired; else null. The pending sign-in is
 * consumed either way, so a state is good for one attempt only. A request
 * without a pending sign-in is refused too: a code that did not come from a
 * flow this browser started is exactly what a login-CSRF attempt looks like.
 */
export function takeGoogleSignIn(req: FastifyRequest, state: string | undefined, now = Date.now()): string | null {
  const stored = req.session.get("googleSignIn");
  if (stored === undefined) return null;
  req.session.set("googleSignIn", undefined);
  const pending = pendingSignIn.safeParse(stored);
  if (!pending.success || state === undefined) return null;
  if (now - pending.data.startedAt > GOOGLE_SIGN_IN_TTL_MS) return null;
  return sameText(state, pending.data.state) ? pending.data.verifier : null;
}
