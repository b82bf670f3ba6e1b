import { useEffect } from "react";
import { trpcClient } from "../../lib/trpc.ts";
import type { SignInApi } from "./sign-in-api.ts";

/** The calls that start a session, fetched the first time a screen needs them rather than with every page. */
export function loadSignInApi(): Promise<SignInApi> {
  return import("./sign-in-api.ts").then(({ createSignInApi }) => createSignInApi(trpcClient.account));
}

/** For screens that sign in: their code is fetched as the screen opens, so submitting waits for the server alone. */
export function usePreloadedSignIn(): void {
  useEffect(() => {
    // A failed preload costs nothing: the action fetches the code again when it is used.
    loadSignInApi().catch(() => undefined);
  }, []);
}
