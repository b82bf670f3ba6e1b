import { safeRedirectPath } from "../../features/auth/redirect.ts";

export type AuthMode = "signin" | "signup";

/** /auth's query: `action=signup` selects sign-up, anything else sign-in; `redirect` defaults to /dashboard. */
export function readAuthParams(params: URLSearchParams): { mode: AuthMode; redirect: string } {
  return {
    mode: params.get("action") === "signup" ? "signup" : "signin",
    redirect: safeRedirectPath(params.get("redirect")),
  };
}

/** The same query in the other mode, keeping `redirect` and anything else it holds. */
export function withMode(params: URLSearchParams, mode: AuthMode): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("action", mode);
  return next;
}
