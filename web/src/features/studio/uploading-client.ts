import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { progressFetch, type UploadProgress } from "./progress-fetch.ts";

/**
 * A tRPC client whose calls report how much of their body has been sent, for the studio's create
 * and save, whose body carries the background. One per upload, as each feeds its own progress bar;
 * unbatched, so the bar measures that one call.
 */
export function uploadingClient(onUploadProgress: UploadProgress, createRequest?: () => XMLHttpRequest) {
  return createTRPCClient<AppRouter>({ links: [httpLink({ url: "/trpc", fetch: progressFetch(onUploadProgress, createRequest) })] });
}
