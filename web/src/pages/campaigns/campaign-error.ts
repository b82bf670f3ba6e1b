import { FIRST_LOAD_MESSAGES } from "@twend/shared";
import { TRPCClientError } from "@trpc/client";

export interface CampaignLoadFailure {
  message: string;
  /** A missing Twend stays missing; only other failures are worth retrying. */
  retryable: boolean;
}

export function describeCampaignError(error: unknown): CampaignLoadFailure {
  const code: unknown = error instanceof TRPCClientError ? (error.data as { code?: unknown } | undefined)?.code : undefined;
  // A malformed short id cannot name any Twend, so it reads as "not found" too.
  if (code === "NOT_FOUND" || code === "BAD_REQUEST") return { message: FIRST_LOAD_MESSAGES.campaignNotFound, retryable: false };
  return { message: FIRST_LOAD_MESSAGES.campaignLoadFailed, retryable: true };
}
