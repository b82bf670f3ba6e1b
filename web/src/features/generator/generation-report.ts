import type { TrackActionInput } from "@twend/shared";
import { getSessionId } from "../../lib/session-id.ts";
import { queueCount } from "../offline/count-outbox.ts";

export interface GenerationReport {
  /** After a browser generation: its count (generator.generated), which carries neither the photo nor the name. */
  generated: () => void;
  downloaded: () => void;
  shared: () => void;
}

/**
 * The reports of one Twend's generator (see useGenerationReport), fetched with the first of them.
 * They go through the count outbox, which sends them in order (the server counts a download or
 * share only from a session whose generation it counted) and keeps those made offline until the
 * network is back.
 */
export function createGenerationReport(campaignId: number): GenerationReport {
  const ids = { session_id: getSessionId(), campaign_id: campaignId };
  const track = (action: TrackActionInput["action"]) => void queueCount({ kind: "action", input: { ...ids, action } });
  return {
    generated: () => void queueCount({ kind: "generation", input: ids }),
    downloaded: () => track("download"),
    shared: () => track("share"),
  };
}
