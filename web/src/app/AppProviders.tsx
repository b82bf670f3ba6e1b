import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AuthProvider } from "../features/auth/AuthProvider.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { trpc } from "../lib/trpc.ts";
import { createTrpcClient } from "../lib/trpc-client.ts";

/** Every app-wide provider, in one place; clients live in state so a re-render never rebuilds the cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
