import { type CurrentUser, parseCurrentUser } from "./current-user.ts";

/** Any non-ok answer (401, or 501 while accounts are not live) means nobody is signed in. */
export async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  const response = await fetch("/api/users/me", {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) return null;
  return parseCurrentUser(await response.json());
}
