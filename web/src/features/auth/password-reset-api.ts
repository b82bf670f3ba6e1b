import { type Fetch, isSuccessful, NetworkError, requestJson, serverErrorText } from "./http.ts";
import { AUTH_MESSAGES } from "./messages.ts";

export type FormResult = { ok: true } | { ok: false; message: string };

/** Spec 001 section 8: the server's error, else the screen's fallback; a network failure has its own text. */
async function post(fetchFn: Fetch, path: string, payload: object, fallback: string): Promise<FormResult> {
  try {
    const reply = await requestJson(fetchFn, path, { method: "POST", json: payload });
    if (isSuccessful(reply)) return { ok: true };
    return { ok: false, message: serverErrorText(reply.body) ?? fallback };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, message: AUTH_MESSAGES.network };
    throw error;
  }
}

export function requestPasswordReset(fetchFn: Fetch, email: string): Promise<FormResult> {
  return post(fetchFn, "/api/auth/forgot-password", { email }, AUTH_MESSAGES.forgotFailed);
}

export function resetPassword(fetchFn: Fetch, token: string, password: string): Promise<FormResult> {
  return post(fetchFn, "/api/auth/reset-password", { token, password }, AUTH_MESSAGES.resetFailed);
}
