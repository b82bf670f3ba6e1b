import { TRPCClientError } from "@trpc/client";
import type { UserDto } from "@twend/shared";
import { ACCOUNT_MESSAGES } from "./account-messages.ts";
import { type CurrentUser, parseCurrentUser } from "./current-user.ts";
import { ApiError, NetworkError } from "./http.ts";

/** The account procedures the auth layer calls over tRPC; `trpcClient.account` is one, tests pass a stand-in. */
export interface AccountProcedures {
  me: { query(input: undefined, options: { signal?: AbortSignal }): Promise<{ user: UserDto | null }> };
  signOut: { mutate(): Promise<unknown> };
}

/** The calls every page may make (spec section 7): checking the session and ending it. */
export interface AccountApi {
  /** null when signed out, which is an answer rather than an error; a failed call throws. */
  fetchUser(signal?: AbortSignal): Promise<CurrentUser | null>;
  logout(): Promise<void>;
}

/** A tRPC failure in the auth layer's terms: no HTTP status means the server was never reached. */
function accountCallError(error: unknown, message: (status: number) => string): Error {
  const status = error instanceof TRPCClientError && typeof error.data?.httpStatus === "number" ? error.data.httpStatus : null;
  if (status === null) return new NetworkError(error);
  return new ApiError(message(status), status, error instanceof Error ? error.message : null);
}

export function createAccountApi(account: AccountProcedures): AccountApi {
  return {
    async fetchUser(signal) {
      try {
        const { user } = await account.me.query(undefined, { signal });
        return parseCurrentUser(user);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw accountCallError(error, ACCOUNT_MESSAGES.fetchUserFailed);
      }
    },

    async logout() {
      try {
        await account.signOut.mutate();
      } catch (error) {
        throw accountCallError(error, ACCOUNT_MESSAGES.logoutFailed);
      }
    },
  };
}
