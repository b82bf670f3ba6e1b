import { MESSAGES } from "@twend/shared";
import type { trpcClient } from "../../lib/trpc.ts";
import { accountCallError } from "./account-call-error.ts";
import type { CurrentUser } from "./current-user.ts";
import { AUTH_MESSAGES } from "./messages.ts";

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The account procedures that start a session; `trpcClient.account` holds them, tests pass tRPC's client over a stand-in transport. */
export type SignInProcedures = Pick<typeof trpcClient.account, "login" | "register" | "googleRedirectUrl" | "googleSession">;

/** The calls that start a session; each resolves with the signed-in user or throws with the spec's texts. */
export interface SignInApi {
  login(email: string, password: string): Promise<CurrentUser>;
  register(registration: Registration): Promise<CurrentUser>;
  googleRedirectUrl(): Promise<string>;
  exchangeCode(code: string, state: string | null): Promise<CurrentUser>;
}

async function call<T>(run: () => Promise<T>, describe: (status: number, serverMessage: string) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw accountCallError(error, describe);
  }
}

/** The server's reason, else the spec's fallback. */
const reasonOr = (fallback: string) => (_status: number, serverMessage: string) => serverMessage || fallback;

export function createSignInApi(account: SignInProcedures): SignInApi {
  return {
    login(email, password) {
      return call(() => account.login.mutate({ email, password }), reasonOr(MESSAGES.loginFailed));
    },

    register(registration) {
      return call(() => account.register.mutate(registration), reasonOr(MESSAGES.registrationFailed));
    },

    async googleRedirectUrl() {
      return (await call(() => account.googleRedirectUrl.mutate(), AUTH_MESSAGES.redirectUrlFailed)).redirectUrl;
    },

    async exchangeCode(code, state) {
      if (code === "") throw new Error(AUTH_MESSAGES.noCodeInUrl);
      return call(() => account.googleSession.mutate(state === null ? { code } : { code, state }), AUTH_MESSAGES.exchangeFailed);
    },
  };
}
