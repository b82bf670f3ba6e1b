import { z } from "zod";
import { GOOGLE_TIMEOUT_MS, type GoogleClient } from "./google-client.ts";
import { GoogleExchangeError } from "./google-exchange-error.ts";
import { toGoogleProfile, userinfoSchema, type GoogleProfile } from "./google-profile.ts";
import { idTokenClaims, normalizeIssuer } from "./id-token-claims.ts";

const tokenResponse = z.object({ access_token: z.string().min(1), id_token: z.string().min(1).optional() });

// simple-oauth2 rejects with a Boom error: the HTTP status in `output`, the provider's JSON body in `data.payload`.
const boomAnswer = z.object({
  output: z.object({ statusCode: z.number() }),
  data: z
    .object({ payload: z.object({ error: z.string().optional(), error_description: z.string().optional() }) })
    .optional()
    .catch(undefined),
});

/** What an error answer of the token endpoint said, for the log: the OAuth error fields, never the raw response. */
function providerAnswer(error: unknown): Record<string, unknown> | undefined {
  const answer = boomAnswer.safeParse(error);
  if (!answer.success) return undefined;
  const body = answer.data.data?.payload;
  return { status: answer.data.output.statusCode, error: body?.error, error_description: body?.error_description };
}

async function requestTokens(client: GoogleClient, code: string, verifier: string): Promise<z.infer<typeof tokenResponse>> {
  let answer: unknown;
  try {
    answer = (await client.oauth2.getToken({ code, redirect_uri: client.redirectUri, code_verifier: verifier })).token;
  } catch (error) {
    throw new GoogleExchangeError("the token endpoint refused the code or could not be reached", { cause: error, detail: providerAnswer(error) });
  }
  const parsed = tokenResponse.safeParse(answer);
  if (!parsed.success) throw new GoogleExchangeError("the token endpoint answered without an access token");
  return parsed.data;
}

async function fetchUserinfo(url: string, accessToken: string): Promise<unknown> {
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
    if (!res.ok) throw new GoogleExchangeError("the userinfo endpoint refused the access token", { detail: { status: res.status } });
    return await res.json();
  } catch (error) {
    if (error instanceof GoogleExchangeError) throw error;
    throw new GoogleExchangeError("the userinfo endpoint could not be reached or sent no JSON", { cause: error });
  }
}

/**
 * Trades an authorization code (with the PKCE verifier of the flow that asked
 * for it) for the person's Google profile. Every way this can fail is a
 * GoogleExchangeError.
 */
export async function exchangeGoogleCode(client: GoogleClient, input: { code: string; verifier: string }): Promise<GoogleProfile> {
  const tokens = await requestTokens(client, input.code, input.verifier);
  const claims = idTokenClaims(tokens.id_token);
  const info = userinfoSchema.safeParse(await fetchUserinfo(client.userinfoUrl, tokens.access_token));
  if (!info.success) {
    const fields = info.error.issues.map((issue) => issue.path.join("."));
    throw new GoogleExchangeError("the userinfo answer lacks a subject or a usable e-mail address", { detail: { fields } });
  }
  // OpenID Connect Core 5.3.2: a userinfo subject that differs from the id_token's must not be used.
  if (claims.sub !== undefined && claims.sub !== info.data.sub) {
    throw new GoogleExchangeError("the userinfo subject differs from the id_token's");
  }
  return toGoogleProfile(normalizeIssuer(claims.iss), info.data);
}
