import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { registerGoogleClient } from "./google-client.ts";
import { googleClientOf, keepGoogleClient } from "./google-clients.ts";
import { googleRedirectUrl } from "./google-redirect-url.ts";

/**
 * Google's client, and the documented consent-URL call (spec section 7), which stays a route of
 * its own: its answer is the bare `{ redirectUrl }`, without the `{ success }` envelope the
 * procedures' adapters add. The SPA asks `account.googleRedirectUrl`; the code exchange is `account.googleSession`.
 */
export async function googleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const google = ctx.config.google;
  if (google) {
    // In a scope of its own, so the plugin's decorations stay out of the rest of the API.
    await app.register(async (scope) => keepGoogleClient(ctx, await registerGoogleClient(scope, google, ctx.config.appOrigin)));
  }

  app.get("/api/oauth/google/redirect_url", async (req, reply) => {
    const client = googleClientOf(ctx);
    // Each answer is this browser's own state, and comes with its session cookie.
    reply.header("cache-control", "no-store");
    return { redirectUrl: googleRedirectUrl(client, req) };
  });
}
