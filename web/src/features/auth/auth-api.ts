import { FIRST_LOAD_MESSAGES } from "@twend/shared";
import { type CurrentUser, parseCurrentUser } from "./current-user.ts";
import { ApiError, type Fetch, isRecord, isSuccessful, requestJson, serverErrorText } from "./http.ts";
import { AUTH_MESSAGES } from "./messages.ts";

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The REST calls of the auth layer (spec section 7); each resolves or throws with the spec's texts. */
export interface AuthApi {
  /** null when signed out (401); any other non-ok answer throws. */
  fetchUser(signal?: AbortSignal): Promise<CurrentUser | null>;
  /** The user from the answer's envelope, when it holds one. */
  login(email: string, password: string): Promise<CurrentUser | null>;
  register(registration: Registration): Promise<CurrentUser | null>;
  logout(): Promise<void>;
  googleRedirectUrl(): Promise<string>;
  exchangeCode(code: string, state: string | null): Promise<CurrentUser | null>;
}

const UNAUTHORIZED = 401;

export function createAuthApi(fetchFn: Fetch): AuthApi {
  async function signIn(path: string, payload: object, fallback: string): Promise<CurrentUser | null> {
    const reply = await requestJson(fetchFn, path, { method: "POST", json: payload });
    if (!isSuccessful(reply)) {
      const serverMessage = serverErrorText(reply.body);
      throw new ApiError(serverMessage ?? fallback, reply.status, serverMessage);
    }
    return parseCurrentUser(reply.body);
  }

  return {
    async fetchUser(signal) {
      const reply = await requestJson(fetchFn, "/api/users/me", { signal });
      if (reply.status === UNAUTHORIZED) return null;
      if (!reply.ok) throw new ApiError(AUTH_MESSAGES.fetchUserFailed(reply.status), reply.status, serverErrorText(reply.body));
      return parseCurrentUser(reply.body);
    },

    login(email, password) {
      return signIn("/api/auth/login", { email, password }, FIRST_LOAD_MESSAGES.loginFailed);
    },

    register(registration) {
      return signIn("/api/auth/register", registration, FIRST_LOAD_MESSAGES.registrationFailed);
    },

    async logout() {
      const reply = await requestJson(fetchFn, "/api/logout");
      if (!reply.ok) throw new ApiError(`Logout failed: API responded with HTTP status ${reply.status}`, reply.status, serverErrorText(reply.body));
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
      const payload = state === null ? { code } : { code, state };
      const reply = await requestJson(fetchFn, "/api/sessions", { method: "POST", json: payload });
      if (!reply.ok) throw new ApiError(AUTH_MESSAGES.exchangeFailed(reply.status), reply.status, serverErrorText(reply.body));
      return parseCurrentUser(reply.body);
    },
  };
}
