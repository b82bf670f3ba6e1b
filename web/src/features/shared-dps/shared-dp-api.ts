import { ApiError, type Fetch, dataOf, isRecord, isSuccessful, requestJson, serverErrorText } from "../auth/http.ts";

export interface CreatedShareLink {
  id: string;
  url: string;
  deleteToken: string;
  expiresAt: string;
}

export interface SharedDp {
  id: string;
  imageUrl: string;
  campaign: { shortId: string; title: string };
  expiresAt: string;
}

function failure(what: string, status: number, body: unknown): ApiError {
  const text = serverErrorText(body);
  return new ApiError(text ?? `${what} failed with HTTP ${status}`, status, text);
}

const str = (value: unknown): value is string => typeof value === "string" && value !== "";

/** POST /api/shared-dps: publishes the finished PNG on its own page. */
export async function createShareLink(
  fetchFn: Fetch,
  input: { campaignId: number; imageDataUrl: string; name: string; sessionId: string },
): Promise<CreatedShareLink> {
  const reply = await requestJson(fetchFn, "/api/shared-dps", {
    method: "POST",
    json: { campaign_id: input.campaignId, image: input.imageDataUrl, session_id: input.sessionId, ...(input.name.trim() ? { name: input.name.trim() } : {}) },
  });
  const data = dataOf(reply.body);
  if (!isSuccessful(reply) || !isRecord(data) || !str(data.id) || !str(data.url) || !str(data.delete_token) || !str(data.expires_at)) {
    throw failure("Creating the link", reply.status, reply.body);
  }
  return { id: data.id, url: data.url, deleteToken: data.delete_token, expiresAt: data.expires_at };
}

/** DELETE /api/shared-dps/{id}: a 404 means it is already gone (expired or deleted elsewhere), which is what was asked. */
export async function deleteShareLink(fetchFn: Fetch, id: string, deleteToken: string): Promise<void> {
  const reply = await requestJson(fetchFn, `/api/shared-dps/${encodeURIComponent(id)}`, { method: "DELETE", json: { delete_token: deleteToken } });
  if (!isSuccessful(reply) && reply.status !== 404) throw failure("Deleting the link", reply.status, reply.body);
}

/** GET /api/shared-dps/{id}; null when it does not exist or has expired. */
export async function fetchSharedDp(fetchFn: Fetch, id: string, signal?: AbortSignal): Promise<SharedDp | null> {
  const reply = await requestJson(fetchFn, `/api/shared-dps/${encodeURIComponent(id)}`, signal ? { signal } : {});
  if (reply.status === 404) return null;
  const data = dataOf(reply.body);
  const campaign = isRecord(data) ? data.campaign : null;
  if (!isSuccessful(reply) || !isRecord(data) || !isRecord(campaign) || !str(data.id) || !str(data.image_url) || !str(data.expires_at) || !str(campaign.short_id) || !str(campaign.title)) {
    throw failure("Loading the picture", reply.status, reply.body);
  }
  return { id: data.id, imageUrl: data.image_url, campaign: { shortId: campaign.short_id, title: campaign.title }, expiresAt: data.expires_at };
}
