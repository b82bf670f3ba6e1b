import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { createQueryClient } from "./query-client.ts";

/** The app's one cache, served to every hook by the provider. */
export const queryClient = createQueryClient();

/** The API's tRPC procedures, typed from its router; only the type crosses into the bundle. Calls made in the same tick share one HTTP request. */
export const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "/trpc" })] });
