import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import type { GoogleClient } from "./google-client.ts";

// @fastify/oauth2 builds the client inside a Fastify scope of its own (googleRoutes); the procedures find it here.
const clients = new WeakMap<AppContext, GoogleClient>();

export function keepGoogleClient(ctx: AppContext, client: GoogleClient): void {
  clients.set(ctx, client);
}

/** The app's Google client; a 400 when Google sign-in is not configured. */
export function googleClientOf(ctx: AppContext): GoogleClient {
  const client = clients.get(ctx);
  if (!client) throw new HttpError(400, MESSAGES.googleNotConfigured);
  return client;
}
