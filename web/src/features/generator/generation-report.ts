import type { PhotoTransform } from "@twend/composition";
import type { TrackActionInput } from "@twend/shared";
import { getSessionId } from "../../lib/session-id.ts";
import { trpcClient } from "../../lib/trpc.ts";
import { readDataUrl } from "../studio/read-data-url.ts";
import type { GenerationReport } from "./use-generation-report.ts";

const logError = (error: unknown) => console.error(error);

/** The reports of one Twend's generator (see useGenerationReport), fetched with the first of them. */
export function createGenerationReport(campaignId: number): GenerationReport {
  const sessionId = getSessionId();
  // The server counts a download or share only from a session that generated, so each waits
  // for the generation's report (a photo upload) to be answered first.
  let generation: Promise<void> = Promise.resolve();
  const track = (action: TrackActionInput["action"]) =>
    void generation.then(() => trpcClient.generator.track.mutate({ session_id: sessionId, campaign_id: campaignId, action })).catch(logError);
  return {
    generated: (photo: File, name: string, transform: PhotoTransform) => {
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
