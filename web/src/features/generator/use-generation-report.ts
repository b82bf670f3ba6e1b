import { useMemo } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { browserFetch } from "../auth/http.ts";
import { readDataUrl } from "../studio/read-data-url.ts";
import { reportGeneration, trackAction } from "./generator-api.ts";
import { serverAcceptsPhoto } from "./photo-file.ts";

export interface GenerationReport {
  /** After a browser generation: POST /api/generate-dp, response not read. */
  generated: (photo: File, name: string) => void;
  downloaded: () => void;
  shared: () => void;
}

/** What the generator tells the server (spec sections 4 and 7); every failure is only logged. */
export function useGenerationReport(campaignId: number): GenerationReport {
  return useMemo(() => {
    const sessionId = getSessionId();
    return {
      generated: (photo, name) => {
        // The API takes JPG, PNG and WebP only; another image type would only earn a logged 400.
        if (!serverAcceptsPhoto(photo)) return;
        void readDataUrl(photo)
          .then((photoDataUrl) => reportGeneration(browserFetch, { campaignId, userName: name, photoDataUrl, sessionId }))
          .catch((error: unknown) => console.error(error));
      },
      downloaded: () => void trackAction(browserFetch, { sessionId, campaignId, action: "download" }),
      shared: () => void trackAction(browserFetch, { sessionId, campaignId, action: "share" }),
    };
  }, [campaignId]);
}
