import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AuthProvider } from "../features/auth/AuthProvider.tsx";
import { WideGuessContext } from "../lib/wide-guess.ts";

interface AppProvidersProps {
  /** The browser's one cache, or a fresh one per page the server renders. */
  queryClient: QueryClient;
  wideGuess: boolean;
  /** The browser's one instance, or one per page the server renders, in that page's language. */
  i18n: I18n;
  children: ReactNode;
}

/** Every app-wide provider, in one place, the same on the server and in the browser. */
export function AppProviders({ queryClient, wideGuess, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <WideGuessContext value={wideGuess}>
          <AuthProvider>{children}</AuthProvider>
        </WideGuessContext>
      </QueryClientProvider>
    </I18nProvider>
  );
}
