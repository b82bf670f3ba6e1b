import { TRPCClientError } from "@trpc/client";
import { FIRST_LOAD_MESSAGES, type UserDto } from "@twend/shared";
import { type CurrentUser, parseCurrentUser } from "./current-user.ts";
import { ApiError, type Fetch, isRecord, isSuccessful, NetworkError, requestJson, serverErrorText } from "./http.ts";
import { AUTH_MESSAGES } from "./messages.ts";

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The account procedures the auth layer calls over tRPC; `trpcClient.account` is one, tests pass a stand-in. */
export interface AccountProcedures {
  me: { query(input: undefined, options: { signal?: AbortSignal }): Promise<{ user: UserDto | null }> };
  signOut: { mutate(): Promise<unknown> };
}

/** The calls of the auth layer (spec section 7); each resolves or throws with the spec's texts. */
export interface AuthApi {
  /** null when signed out, which is an answer rather than an error; a failed call throws. */
  fetchUser(signal?: AbortSignal): Promise<CurrentUser | null>;
  /** The user from the answer's envelope, when it holds one. */
  login(email: string, password: string): Promise<CurrentUser | null>;
  register(registration: Registration): Promise<CurrentUser | null>;
  logout(): Promise<void>;
  googleRedirectUrl(): Promise<string>;
  exchangeCode(code: string, state: string | null): Promise<CurrentUser | null>;
}

/** A tRPC failure in the auth layer's terms: no HTTP status means the server was never reached. */
function accountCallError(error: unknown, message: (status: number) => string): Error {
  const status = error instanceof TRPCClientError && typeof error.data?.httpStatus === "number" ? error.data.httpStatus : null;
  if (status === null) return new NetworkError(error);
  return new ApiError(message(status), status, error instanceof Error ? error.message : null);
}

export function createAuthApi(fetchFn: Fetch, account: AccountProcedures): AuthApi {
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
      try {
        const { user } = await account.me.query(undefined, { signal });
        return parseCurrentUser(user);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw accountCallError(error, AUTH_MESSAGES.fetchUserFailed);
      }
    },

    login(email, password) {
      return signIn("/api/auth/login", { email, password }, FIRST_LOAD_MESSAGES.loginFailed);
    },

    register(registration) {
      return signIn("/api/auth/register", registration, FIRST_LOAD_MESSAGES.registrationFailed);
    },

    async logout() {
      try {
        await account.signOut.mutate();
      } catch (error) {
        throw accountCallError(error, AUTH_MESSAGES.logoutFailed);
      }
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
