import { useMemo } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { browserFetch } from "../auth/http.ts";
import { readDataUrl } from "../studio/read-data-url.ts";
import { serverAcceptsPhoto } from "./photo-file.ts";

export interface GenerationReport {
  /** After a browser generation: POST /api/generate-dp, response not read. */
  generated: (photo: File, name: string) => void;
  downloaded: () => void;
  shared: () => void;
}

// Reports start only after a DP exists, so their calls stay out of the generator's first load.
const loadApi = () => import("./generator-api.ts");
const logError = (error: unknown) => console.error(error);

/** What the generator tells the server (spec sections 4 and 7); every failure is only logged. */
export function useGenerationReport(campaignId: number): GenerationReport {
  return useMemo(() => {
    const sessionId = getSessionId();
    return {
      generated: (photo, name) => {
        // The API takes JPG, PNG and WebP only; another image type would only earn a logged 400.
        if (!serverAcceptsPhoto(photo)) return;
        void Promise.all([readDataUrl(photo), loadApi()])
          .then(([photoDataUrl, { reportGeneration }]) => reportGeneration(browserFetch, { campaignId, userName: name, photoDataUrl, sessionId }))
          .catch(logError);
      },
      downloaded: () => void loadApi().then(({ trackAction }) => trackAction(browserFetch, { sessionId, campaignId, action: "download" }), logError),
      shared: () => void loadApi().then(({ trackAction }) => trackAction(browserFetch, { sessionId, campaignId, action: "share" }), logError),
    };
  }, [campaignId]);
}
