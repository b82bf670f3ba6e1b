import { useCallback, useEffect, useState } from "react";
import { rememberAfterSignIn } from "../../features/auth/after-sign-in.ts";
import { useAuth } from "../../features/auth/auth-context.ts";

/** Starts the Google round trip and stays busy while the browser leaves; `onError` gets the failure. */
export function useGoogleSignIn(afterSignIn: string, onError: (error: unknown) => void) {
  const { redirectToGoogle } = useAuth();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Back from Google restores this page from the back-forward cache, still busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const start = useCallback(async () => {
    setBusy(true);
    rememberAfterSignIn(afterSignIn);
    try {
      await redirectToGoogle();
    } catch (error) {
      console.error(error);
      setBusy(false);
      onError(error);
    }
  }, [afterSignIn, onError, redirectToGoogle]);

  return { busy, start };
}
