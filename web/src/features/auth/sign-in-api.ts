import { MESSAGES } from "@twend/shared";
import { type CurrentUser, parseCurrentUser } from "./current-user.ts";
import { ApiError, type Fetch, isRecord, isSuccessful, requestJson, serverErrorText } from "./http.ts";
import { AUTH_MESSAGES } from "./messages.ts";

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The calls that start a session (spec section 7); each resolves with the signed-in user, when the answer holds one, or throws with the spec's texts. */
export interface SignInApi {
  login(email: string, password: string): Promise<CurrentUser | null>;
  register(registration: Registration): Promise<CurrentUser | null>;
  googleRedirectUrl(): Promise<string>;
  exchangeCode(code: string, state: string | null): Promise<CurrentUser | null>;
}

export function createSignInApi(fetchFn: Fetch): SignInApi {
  async function signIn(path: string, payload: object, fallback: string): Promise<CurrentUser | null> {
    const reply = await requestJson(fetchFn, path, { method: "POST", json: payload });
    if (!isSuccessful(reply)) {
      const serverMessage = serverErrorText(reply.body);
      throw new ApiError(serverMessage ?? fallback, reply.status, serverMessage);
    }
    return parseCurrentUser(reply.body);
  }

  return {
    login(email, password) {
      return signIn("/api/auth/login", { email, password }, MESSAGES.loginFailed);
    },

    register(registration) {
      return signIn("/api/auth/register", registration, MESSAGES.registrationFailed);
    },

    async googleRedirectUrl() {
      const reply = await requestJson(fetchFn, "/api/oauth/google/redirect_url");
      const redirectUrl = isRecord(reply.body) ? reply.body.redirectUrl : undefined;
      if (!reply.ok || typeof redirectUrl !== "string" || redirectUrl === "") {
        throw new ApiError(AUTH_MESSAGES.redirectUrlFailed(reply.status), reply.status, serverErrorText(reply.body));
      }
      return redirectUrl;
    },

    async exchangeCode(code, state) {
      if (code === "") throw new Error(AUTH_MESSAGES.noCodeInUrl);
      const payload = state === null ? { code } : { code, state };
      const reply = await requestJson(fetchFn, "/api/sessions", { method: "POST", json: payload });
      if (!reply.ok) throw new ApiError(AUTH_MESSAGES.exchangeFailed(reply.status), reply.status, serverErrorText(reply.body));
      return parseCurrentUser(reply.body);
    },
  };
}
