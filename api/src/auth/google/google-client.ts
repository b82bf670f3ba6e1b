import fastifyOauth2, { type FastifyOAuth2Options } from "@fastify/oauth2";
import type { Config } from "@twend/config";
import type { FastifyInstance } from "fastify";

/** Google's own endpoints, used unless GOOGLE_AUTH_URL / GOOGLE_TOKEN_URL / GOOGLE_USERINFO_URL override them. */
export const GOOGLE_ENDPOINTS = {
  authUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
} as const;

export const GOOGLE_SCOPE = ["openid", "email", "profile"];

// A provider that stops answering must not hold a sign-in request (and its socket) open for long.
export const GOOGLE_TIMEOUT_MS = 10_000;

export type GoogleSettings = NonNullable<Config["google"]>;

/**
 * The simple-oauth2 AuthorizationCode client that @fastify/oauth2 builds and
 * exposes as `.oauth2` (documented in its README, missing from its typings).
 * Only the two calls this flow makes are declared.
 */
export interface AuthorizationCodeClient {
  authorizeURL(params: Record<string, string>): string;
  getToken(params: Record<string, string>): Promise<{ token: unknown }>;
}

export interface GoogleClient {
  oauth2: AuthorizationCodeClient;
  redirectUri: string;
  userinfoUrl: string;
}

/** Where Google sends the browser back: the SPA's callback page, which posts the code to /api/sessions. */
export function googleRedirectUri(appOrigin: string): string {
  return `${appOrigin}/auth/callback`;
}

function hostAndPath(url: string): { host: string; path: string } {
  const parsed = new URL(url);
  return { host: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
}

/** The plugin's options for the configured Google client. */
export function googleOAuth2Options(google: GoogleSettings, appOrigin: string): FastifyOAuth2Options {
  const authorize = hostAndPath(google.authUrl ?? GOOGLE_ENDPOINTS.authUrl);
  const token = hostAndPath(google.tokenUrl ?? GOOGLE_ENDPOINTS.tokenUrl);
  return {
    name: "googleOAuth2",
    scope: GOOGLE_SCOPE,
    credentials: {
      client: { id: google.clientId, secret: google.clientSecret },
      auth: { authorizeHost: authorize.host, authorizePath: authorize.path, tokenHost: token.host, tokenPath: token.path },
      http: { timeout: GOOGLE_TIMEOUT_MS },
    },
    callbackUri: googleRedirectUri(appOrigin),
  };
}

function isAuthorizationCodeClient(value: unknown): value is AuthorizationCodeClient {
  return (
    typeof value === "object" &&
    value !== null &&
    "authorizeURL" in value &&
    typeof value.authorizeURL === "function" &&
    "getToken" in value &&
    typeof value.getToken === "function"
  );
}

/**
 * Registers @fastify/oauth2 on `scope` and returns its client. The plugin's
 * own redirect and callback helpers are not used: they expect the provider to
 * call back the API with the code in the query string, while here the SPA
 * receives it and posts it, and the state and PKCE verifier live in the
 * encrypted session (see pending-google-sign-in.ts) rather than in cookies of
 * their own.
 */
export async function registerGoogleClient(scope: FastifyInstance, google: GoogleSettings, appOrigin: string): Promise<GoogleClient> {
  const options = googleOAuth2Options(google, appOrigin);
  await scope.register(fastifyOauth2, options);
  const decoration = scope.getDecorator<unknown>(options.name);
  const oauth2 = typeof decoration === "object" && decoration !== null && "oauth2" in decoration ? decoration.oauth2 : undefined;
  // Checked at start-up so a plugin upgrade that changes the shape fails loudly rather than at the first sign-in.
  if (!isAuthorizationCodeClient(oauth2)) throw new Error("@fastify/oauth2 did not expose its simple-oauth2 client as .oauth2");
  return { oauth2, redirectUri: googleRedirectUri(appOrigin), userinfoUrl: google.userinfoUrl ?? GOOGLE_ENDPOINTS.userinfoUrl };
}
