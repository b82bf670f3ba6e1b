import type { UserDto } from "@twend/shared";
import { accountCallError } from "./account-call-error.ts";
import { ACCOUNT_MESSAGES } from "./account-messages.ts";
import type { CurrentUser } from "./current-user.ts";

/** The account procedures the auth layer calls over tRPC; `trpcClient.account` is one, tests pass a stand-in. */
export interface AccountProcedures {
  me: { query(input: undefined, options: { signal?: AbortSignal }): Promise<{ user: UserDto | null }> };
  signOut: { mutate(): Promise<unknown> };
}

/** The calls every page may make: checking the session and ending it. */
export interface AccountApi {
  /** null when signed out, which is an answer rather than an error; a failed call throws. */
  fetchUser(signal?: AbortSignal): Promise<CurrentUser | null>;
  logout(): Promise<void>;
}

export function createAccountApi(account: AccountProcedures): AccountApi {
  return {
    async fetchUser(signal) {
      try {
        return (await account.me.query(undefined, { signal })).user;
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
