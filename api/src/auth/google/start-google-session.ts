import type { User } from "@twend/db";
import { type GoogleSessionInput, MESSAGES } from "@twend/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { startSession } from "../start-session.ts";
import { exchangeGoogleCode } from "./exchange-google-code.ts";
import { googleClientOf } from "./google-clients.ts";
import { GoogleExchangeError } from "./google-exchange-error.ts";
import type { GoogleProfile } from "./google-profile.ts";
import { takeGoogleSignIn } from "./pending-google-sign-in.ts";
import { signInWithGoogle } from "./sign-in-with-google.ts";

/** Trades the code Google sent this browser back with for a session on the account that identity signs in to. */
export async function startGoogleSession(ctx: AppContext, req: FastifyRequest, input: GoogleSessionInput): Promise<User> {
  const client = googleClientOf(ctx);
  const verifier = takeGoogleSignIn(req, input.state);
  if (verifier === null) throw new HttpError(400, MESSAGES.googleExchangeFailed);
  let profile: GoogleProfile;
  try {
    profile = await exchangeGoogleCode(client, { code: input.code, verifier });
  } catch (error) {
    if (!(error instanceof GoogleExchangeError)) throw error;
    req.log.warn({ err: error }, "Google sign-in: code exchange failed");
    throw new HttpError(401, MESSAGES.googleExchangeFailed);
  }
  return startSession(ctx, req, await signInWithGoogle(ctx, profile));
}
