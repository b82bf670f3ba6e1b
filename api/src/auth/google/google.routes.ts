import { googleSessionInput, MESSAGES } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { toUserDto } from "../../users/user-dto.ts";
import { authLimiter } from "../rate-limits.ts";
import { startSession } from "../start-session.ts";
import { exchangeGoogleCode } from "./exchange-google-code.ts";
import { registerGoogleClient } from "./google-client.ts";
import { GoogleExchangeError } from "./google-exchange-error.ts";
import type { GoogleProfile } from "./google-profile.ts";
import { googleRedirectUrl } from "./google-redirect-url.ts";
import { takeGoogleSignIn } from "./pending-google-sign-in.ts";
import { signInWithGoogle } from "./sign-in-with-google.ts";

const REDIRECT_URL = "/api/oauth/google/redirect_url";
const SESSIONS = "/api/sessions";

/** REST adapters of Google sign-in (spec section 7): the consent URL, then the code exchange that opens a session. */
export async function googleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // In a scope of its own, so the plugin's decorations stay out of the rest of the API.
  await app.register(async (scope) => {
    const sessionLimit = authLimiter(scope, "googleSession");
    const google = ctx.config.google;

    if (!google) {
      scope.get(REDIRECT_URL, async () => {
        throw new HttpError(400, MESSAGES.googleNotConfigured);
      });
      scope.post(SESSIONS, async (req) => {
        await sessionLimit(req);
        throw new HttpError(400, MESSAGES.googleNotConfigured);
      });
      return;
    }

    const client = await registerGoogleClient(scope, google, ctx.config.appOrigin);

    scope.get(REDIRECT_URL, async (req, reply) => {
      // Each answer is this browser's own state, and comes with its session cookie.
      reply.header("cache-control", "no-store");
      return { redirectUrl: googleRedirectUrl(client, req) };
    });

    scope.post(SESSIONS, async (req) => {
      await sessionLimit(req);
      const input = googleSessionInput.parse(req.body);
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
      const user = await signInWithGoogle(ctx, profile);
      return { success: true, data: toUserDto(await startSession(ctx, req, user)) };
    });
  });
}
