import type { trpcClient } from "../../lib/trpc.ts";
import { accountCallError } from "./account-call-error.ts";
import { AUTH_MESSAGES } from "./messages.ts";

export type FormResult = { ok: true } | { ok: false; message: string };

/** The account procedures of the password-reset screens; `trpcClient.account` holds them. */
export type PasswordResetProcedures = Pick<typeof trpcClient.account, "forgotPassword" | "resetPassword">;

/** Spec 001 section 8: the server's error, else the screen's fallback; no answer at all has its own text. */
async function submit(run: () => Promise<unknown>, fallback: string): Promise<FormResult> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const failure = accountCallError(error, (_status, serverMessage) => serverMessage || fallback);
    return { ok: false, message: failure.status === null ? AUTH_MESSAGES.network : failure.message };
  }
}

export function requestPasswordReset(account: PasswordResetProcedures, email: string): Promise<FormResult> {
  return submit(() => account.forgotPassword.mutate({ email }), AUTH_MESSAGES.forgotFailed);
}

export function resetPassword(account: PasswordResetProcedures, token: string, password: string): Promise<FormResult> {
  return submit(() => account.resetPassword.mutate({ token, password }), AUTH_MESSAGES.resetFailed);
}
