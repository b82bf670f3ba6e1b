import type { PhotoTransform } from "@twend/composition";
import type { TrackActionInput } from "@twend/shared";
import { useMemo } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { trpcClient } from "../../lib/trpc.ts";
import { readDataUrl } from "../studio/read-data-url.ts";
import { serverAcceptsPhoto } from "./photo-file.ts";

export interface GenerationReport {
  /** After a browser generation: generator.generate with the photo as placed, its answer not read. */
  generated: (photo: File, name: string, transform: PhotoTransform) => void;
  downloaded: () => void;
  shared: () => void;
}

const logError = (error: unknown) => console.error(error);

function createGenerationReport(campaignId: number): GenerationReport {
  const sessionId = getSessionId();
  // The server counts a download or share only from a session that generated, so each waits
  // for the generation's report (a photo upload) to be answered first.
  let generation: Promise<void> = Promise.resolve();
  const track = (action: TrackActionInput["action"]) =>
    void generation.then(() => trpcClient.generator.track.mutate({ session_id: sessionId, campaign_id: campaignId, action })).catch(logError);
  return {
    generated: (photo, name, transform) => {
      // The API takes JPG, PNG and WebP only; another image type would only earn a logged 400.
      if (!serverAcceptsPhoto(photo)) return;
      generation = readDataUrl(photo)
        .then((photoUrl) =>
          trpcClient.generator.generate.mutate({ campaign_id: campaignId, user_name: name, photo_url: photoUrl, session_id: sessionId, photo_transform: transform }),
        )
        .then(() => undefined, logError);
    },
    downloaded: () => track("download"),
    shared: () => track("share"),
  };
}

/**
 * What the generator tells the server (spec sections 4 and 7); every failure, a spent budget
 * included, is only logged, as the DP is the browser's own. Fire-and-forget calls with nothing
 * to show, so they go through the tRPC client the page has already loaded rather than through
 * mutation hooks. One report per Twend, kept across renders: it remembers the pending generation.
 */
export function useGenerationReport(campaignId: number): GenerationReport {
  return useMemo(() => createGenerationReport(campaignId), [campaignId]);
}
