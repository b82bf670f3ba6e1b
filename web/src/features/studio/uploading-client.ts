import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { i18n } from "../../i18n/client-i18n.ts";
import { progressFetch, type UploadProgress } from "./progress-fetch.ts";

/**
 * A tRPC client whose calls report how much of their body has been sent, for the studio's create
 * and save, whose body carries the background, and a creator's batch, with its ZIP of photos (see
 * `useUploadMutation`). One per upload, as each feeds its own progress bar;
 * unbatched, so the bar measures that one call. Like the app's own client, it asks for the API's
 * messages in the active language.
 */
export function uploadingClient(onUploadProgress: UploadProgress, createRequest?: () => XMLHttpRequest) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: "/trpc", headers: () => ({ "Accept-Language": i18n.locale }), fetch: progressFetch(onUploadProgress, createRequest) })],
  });
}
