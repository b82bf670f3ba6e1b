import type { TrackActionInput } from "@twend/shared";
import { getSessionId } from "../../lib/session-id.ts";
import { trpcClient } from "../../lib/trpc.ts";

const logError = (error: unknown) => console.error(error);

export interface GenerationReport {
  /** After a browser generation: its count (generator.generated), which carries neither the photo nor the name. */
  generated: () => void;
  downloaded: () => void;
  shared: () => void;
}

/** The reports of one Twend's generator (see useGenerationReport), fetched with the first of them. */
export function createGenerationReport(campaignId: number): GenerationReport {
  const sessionId = getSessionId();
  const ids = { session_id: sessionId, campaign_id: campaignId };
  // The server counts a download or share only from a session that generated, so each waits
  // for the generation's count to be answered first.
  let generation: Promise<void> = Promise.resolve();
  const track = (action: TrackActionInput["action"]) => void generation.then(() => trpcClient.generator.track.mutate({ ...ids, action })).catch(logError);
  return {
    generated: () => {
      generation = trpcClient.generator.generated.mutate(ids).then(() => undefined, logError);
    },
    downloaded: () => track("download"),
    shared: () => track("share"),
  };
}
