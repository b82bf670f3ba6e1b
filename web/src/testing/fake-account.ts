import type { UserDto } from "@twend/shared";
import type { AccountProcedures } from "../features/auth/account-api.ts";

export type FakeAccount = AccountProcedures & { calls: { me: number; signOut: number } };

/**
 * A stand-in for `trpcClient.account` in Node tests of the auth layer: counts each call and lets
 * the handlers answer (a rejection stands for a failed call).
 */
export function fakeAccount(handlers: { me?: () => Promise<{ user: UserDto | null }>; signOut?: () => Promise<unknown> }): FakeAccount {
  const calls = { me: 0, signOut: 0 };
  return {
    calls,
    me: {
      query() {
        calls.me += 1;
        return handlers.me ? handlers.me() : Promise.resolve({ user: null });
      },
    },
    signOut: {
      mutate() {
        calls.signOut += 1;
        return handlers.signOut ? handlers.signOut() : Promise.resolve({ success: true });
      },
    },
  };
}
