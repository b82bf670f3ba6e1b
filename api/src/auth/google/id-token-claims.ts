import { z } from "zod";
import { GoogleExchangeError } from "./google-exchange-error.ts";

/** Google's issuer, assumed when the token endpoint returns no id_token. */
export const GOOGLE_ISSUER = "https://accounts.google.com";

const claims = z.object({ iss: z.string().min(1).optional(), sub: z.string().min(1).optional() });
export type IdTokenClaims = z.infer<typeof claims>;

/**
 * The claims of the id_token the token endpoint returned. The signature is not
 * checked, on purpose: the token came straight from the token endpoint over
 * TLS on the back channel, in answer to a request authenticated with the
 * client secret, which OpenID Connect Core 3.1.3.7 accepts in place of a
 * signature check. Never use this on a token that came through the browser.
 */
export function idTokenClaims(idToken: string | undefined): IdTokenClaims {
  if (idToken === undefined) return {};
  const payload = idToken.split(".")[1];
  try {
    if (payload === undefined) throw new Error("not a JWT");
    return claims.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch (error) {
    throw new GoogleExchangeError("the token endpoint returned an unreadable id_token", { cause: error });
  }
}

/** Google documents both spellings of its issuer; one identity must not become two accounts. */
export function normalizeIssuer(iss: string | undefined): string {
  if (iss === undefined || iss === "accounts.google.com") return GOOGLE_ISSUER;
  return iss;
}
