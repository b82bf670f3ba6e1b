import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { registerGoogleClient } from "./google-client.ts";
import { keepGoogleClient } from "./google-clients.ts";

/**
 * Google's client, when Google sign-in is configured. The calls that use it are account
 * procedures: `account.googleRedirectUrl` (GET /api/oauth/google/redirect_url) and
 * `account.googleSession` (POST /api/sessions).
 */
export async function googleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const google = ctx.config.google;
  if (google) {
    // In a scope of its own, so the plugin's decorations stay out of the rest of the API.
    await app.register(async (scope) => keepGoogleClient(ctx, await registerGoogleClient(scope, google, ctx.config.appOrigin)));
  }
}
