import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { i18n } from "../i18n/client-i18n.ts";

/**
 * A tRPC client that sends each call in a request of its own, for the calls that carry an image (a
 * fallback's photo, a shared DP): the API gives an upload's body limit only to a call sent alone,
 * never to a batch. Imported only by code fetched when such a call is made, so no first load
 * carries it. Like the app's own client, it asks for the API's messages in the active language.
 */
export const uploadClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: "/trpc", headers: () => ({ "Accept-Language": i18n.locale }) })] });
