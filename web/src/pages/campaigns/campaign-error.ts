import { FIRST_LOAD_MESSAGES } from "@twend/shared";
import { apiAnswer } from "../../lib/api-errors/call-failure.ts";

export interface CampaignLoadFailure {
  message: string;
  /** A missing Twend stays missing; only other failures are worth retrying. */
  retryable: boolean;
}

export function describeCampaignLoadFailure(error: unknown): CampaignLoadFailure {
  const answer = apiAnswer(error);
  // A malformed short id cannot name any Twend, so it reads as "not found" too.
  if (answer?.status === 404 || answer?.kind === "invalid") return { message: FIRST_LOAD_MESSAGES.campaignNotFound, retryable: false };
  return { message: FIRST_LOAD_MESSAGES.campaignLoadFailed, retryable: true };
}
