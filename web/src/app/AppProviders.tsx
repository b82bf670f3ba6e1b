import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AuthProvider } from "../features/auth/AuthProvider.tsx";
import { WideGuessContext } from "../lib/wide-guess.ts";

interface AppProvidersProps {
  /** The browser's one cache, or a fresh one per page the server renders. */
  queryClient: QueryClient;
  wideGuess: boolean;
  children: ReactNode;
}

/** Every app-wide provider, in one place, the same on the server and in the browser. */
export function AppProviders({ queryClient, wideGuess, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <WideGuessContext value={wideGuess}>
        <AuthProvider>{children}</AuthProvider>
      </WideGuessContext>
    </QueryClientProvider>
  );
}
