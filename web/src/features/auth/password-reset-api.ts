import type { MessageDescriptor } from "@lingui/core";
import { apiAnswer, serverMessage } from "../../lib/api-errors/call-failure.ts";
import type { trpcClient } from "../../lib/trpc.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import type { UserText } from "./user-text.ts";

export type FormResult = { ok: true } | { ok: false; message: UserText };

/** The account procedures of the password-reset screens; `trpcClient.account` holds them. */
export type PasswordResetProcedures = Pick<typeof trpcClient.account, "forgotPassword" | "resetPassword">;

/** Spec 001 section 8: the server's error, else the screen's fallback; no answer at all has its own text. */
async function submit(run: () => Promise<unknown>, fallback: MessageDescriptor): Promise<FormResult> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: apiAnswer(error) === null ? AUTH_MESSAGES.network : (serverMessage(error) ?? fallback) };
  }
}

export function requestPasswordReset(account: PasswordResetProcedures, email: string): Promise<FormResult> {
  return submit(() => account.forgotPassword.mutate({ email }), AUTH_MESSAGES.forgotFailed);
}

export function resetPassword(account: PasswordResetProcedures, token: string, password: string): Promise<FormResult> {
  return submit(() => account.resetPassword.mutate({ token, password }), AUTH_MESSAGES.resetFailed);
}
