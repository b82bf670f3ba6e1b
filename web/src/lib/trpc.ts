import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { AppRouter } from "@twend/api";
import { i18n } from "../i18n/client-i18n.ts";
import { createQueryClient } from "./query-client.ts";

/** The app's one cache: the provider serves it to hooks, and tRPC's helpers read and fill the same one. */
export const queryClient = createQueryClient();

/**
 * The API's tRPC procedures, typed from its router; only the type crosses into the bundle. Calls
 * made in the same tick share one HTTP request. The API answers its messages in the language asked for.
 */
export const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "/trpc", headers: () => ({ "Accept-Language": i18n.locale }) })] });

/**
 * tRPC's query keys and options, for React Query's own hooks: `useQuery(trpc.x.y.queryOptions(input))`.
 * Made with createTRPCQueryUtils rather than createTRPCReact, whose hooks and provider would add
 * some 2.4 KB gzipped to what every visitor of a shared Twend downloads first. The helpers have no
 * mutation options: mutations call `trpcClient` from `useMutation`.
 */
export const trpc = createTRPCQueryUtils({ queryClient, client: trpcClient });

/** The query helpers over any client and cache, such as the ones the server renders a page with. */
export type TrpcQueryUtils = typeof trpc;
