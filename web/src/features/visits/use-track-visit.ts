import { useEffect, useRef } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { trpcClient } from "../../lib/trpc.ts";

/**
 * Reports one visit of `pagePath` per mount; analytics must never disturb the page, so failures are
 * only logged. A plain call rather than a mutation hook: nothing on screen follows its state, and
 * each change of a hook's state would re-render the whole page at once, a long task on a phone
 * that is still taking over the server's markup.
 */
export function useTrackVisit(pagePath: string): void {
  // StrictMode runs effects twice in development; one page view is one visit.
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (tracked.current === pagePath) return;
    tracked.current = pagePath;
    trpcClient.visits.track
      .mutate({ session_id: getSessionId(), page_path: pagePath })
      .catch((error: Error) => console.warn("Could not record the visit:", error.message));
  }, [pagePath]);
}
