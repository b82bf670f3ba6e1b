import { useMutation } from "@tanstack/react-query";
import type { TrackVisitInput } from "@twend/shared";
import { useEffect, useRef } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { trpcClient } from "../../lib/trpc.ts";

/** Reports one visit of `pagePath` per mount; analytics must never disturb the page, so failures are only logged. */
export function useTrackVisit(pagePath: string): void {
  const { mutate } = useMutation({
    mutationFn: (visit: TrackVisitInput) => trpcClient.visits.track.mutate(visit),
    onError: (error) => console.warn("Could not record the visit:", error.message),
  });
  // StrictMode runs effects twice in development; one page view is one visit.
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (tracked.current === pagePath) return;
    tracked.current = pagePath;
    mutate({ session_id: getSessionId(), page_path: pagePath });
  }, [mutate, pagePath]);
}
