import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "@twend/api";

/** Typed hooks for the API's tRPC router; only its type crosses into the bundle. */
export const trpc = createTRPCReact<AppRouter>();
