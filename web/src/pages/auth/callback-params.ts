import { MESSAGES } from "@twend/shared";
import { AUTH_MESSAGES } from "../../features/auth/messages.ts";
import { safeRedirectPath } from "../../features/auth/redirect.ts";
import { specText, type UserText } from "../../features/auth/user-text.ts";

export type CallbackStart = { kind: "exchange"; code: string; state: string | null } | { kind: "failed"; message: UserText };

/** What Google's answer in /auth/callback's query asks for. */
export function readCallbackParams(params: URLSearchParams): CallbackStart {
  if (params.has("error")) return { kind: "failed", message: AUTH_MESSAGES.callbackCancelled };
  const code = params.get("code")?.trim() ?? "";
  if (code === "") return { kind: "failed", message: specText(MESSAGES.googleNoCode) };
  return { kind: "exchange", code, state: params.get("state") };
}

/** Where to go once signed in: the `redirect` parameter, else the target /auth remembered, else /dashboard. */
export function callbackTarget(params: URLSearchParams, remembered: string | null): string {
  return safeRedirectPath(params.get("redirect") ?? remembered);
}
