import type { FastifyRequest } from "fastify";
import { GOOGLE_SCOPE, type GoogleClient } from "./google-client.ts";
import { beginGoogleSignIn } from "./pending-google-sign-in.ts";

/** Google's consent page for this browser, carrying the state and PKCE challenge just stored in its session. */
export function googleRedirectUrl(client: GoogleClient, req: FastifyRequest): string {
  const { state, codeChallenge } = beginGoogleSignIn(req);
  return client.oauth2.authorizeURL({
    redirect_uri: client.redirectUri,
    scope: GOOGLE_SCOPE.join(" "),
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
  });
}
