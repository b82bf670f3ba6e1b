import { type CreatorStats, type OwnerCampaign, ownerCampaignSchema } from "@twend/shared";
import { ApiError, dataOf, type Fetch, isRecord, isSuccessful, type JsonReply, requestJson, serverErrorText } from "../auth/http.ts";

const ownerTwendList = ownerCampaignSchema.array();

function failure(what: string, reply: JsonReply): ApiError {
  return new ApiError(`Failed to ${what}: API responded with HTTP status ${reply.status}`, reply.status, serverErrorText(reply.body));
}

/** GET /api/user/campaigns: the creator's Twends, newest first. */
export async function fetchOwnerTwends(fetchFn: Fetch, signal?: AbortSignal): Promise<OwnerCampaign[]> {
  const reply = await requestJson(fetchFn, "/api/user/campaigns", { signal });
  const parsed = isSuccessful(reply) ? ownerTwendList.safeParse(dataOf(reply.body)) : null;
  if (!parsed?.success) throw failure("load your Twends", reply);
  return parsed.data;
}

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

export function parseCreatorStats(data: unknown): CreatorStats | null {
  if (!isRecord(data)) return null;
  const stats = {
    totalCampaigns: count(data.totalCampaigns),
    totalViews: count(data.totalViews),
    totalDownloads: count(data.totalDownloads),
    totalShares: count(data.totalShares),
  };
  const { totalCampaigns, totalViews, totalDownloads, totalShares } = stats;
  if (totalCampaigns === null || totalViews === null || totalDownloads === null || totalShares === null) return null;
  return { totalCampaigns, totalViews, totalDownloads, totalShares };
}

/** GET /api/user/stats: the totals of the stat cards. */
export async function fetchCreatorStats(fetchFn: Fetch, signal?: AbortSignal): Promise<CreatorStats> {
  const reply = await requestJson(fetchFn, "/api/user/stats", { signal });
  const stats = isSuccessful(reply) ? parseCreatorStats(dataOf(reply.body)) : null;
  if (stats === null) throw failure("load your stats", reply);
  return stats;
}

/** DELETE /api/user/campaigns/{id}; rejects with the server's reason (ApiError) or a NetworkError. */
export async function deleteOwnerTwend(fetchFn: Fetch, id: number): Promise<void> {
  const reply = await requestJson(fetchFn, `/api/user/campaigns/${id}`, { method: "DELETE" });
  if (!isSuccessful(reply)) throw failure("delete Twend", reply);
}

/** The spec's wait for the admin status check before the dashboard gives up on it. */
export const ADMIN_STATUS_TIMEOUT_MS = 10_000;

/**
 * GET /api/admin/check-status (`data.isAdmin`). Anything but a clear yes, a timeout included,
 * counts as no: the link only hides a screen the server guards anyway.
 */
export async function fetchIsAdmin(fetchFn: Fetch, signal?: AbortSignal, timeoutMs: number = ADMIN_STATUS_TIMEOUT_MS): Promise<boolean> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const reply = await requestJson(fetchFn, "/api/admin/check-status", { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    const data = dataOf(reply.body);
    return isSuccessful(reply) && isRecord(data) && data.isAdmin === true;
  } catch (error) {
    // Only the query's own cancellation propagates; a timeout or dropped connection means "not shown".
    if (signal?.aborted) throw error;
    return false;
  }
}
