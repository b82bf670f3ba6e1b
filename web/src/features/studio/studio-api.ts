import { ownerCampaignSchema, type CampaignDraftInput, type CampaignUpdateInput, type CreatedCampaign, type OwnerCampaign } from "@twend/shared";
import { dataOf, type Fetch, isRecord, isSuccessful, type JsonReply, requestJson, serverErrorText } from "../auth/http.ts";
import type { SendJson } from "../../lib/send-json.ts";
import { StudioApiError } from "./studio-errors.ts";

function failure(reply: JsonReply): StudioApiError {
  return new StudioApiError(reply.status, isRecord(reply.body) ? reply.body.error : undefined);
}

function isCreated(data: unknown): data is CreatedCampaign {
  return isRecord(data) && typeof data.id === "number" && typeof data.short_id === "string" && typeof data.title === "string";
}

/** POST /api/campaigns with the full draft; the background travels as a data URL, hence the progress. */
export async function createCampaign(send: SendJson, draft: CampaignDraftInput, onUploadProgress?: (fraction: number) => void): Promise<CreatedCampaign> {
  const reply = await send("POST", "/api/campaigns", draft, { onUploadProgress });
  const data = isSuccessful(reply) ? dataOf(reply.body) : undefined;
  if (!isCreated(data)) throw failure(reply);
  return { id: data.id, short_id: data.short_id, title: data.title };
}

/** PUT /api/campaigns/{id} with every field and the custom link (the editor's save). */
export async function updateCampaign(
  send: SendJson,
  id: number,
  update: CampaignUpdateInput,
  onUploadProgress?: (fraction: number) => void,
): Promise<void> {
  const reply = await send("PUT", `/api/campaigns/${id}`, update, { onUploadProgress });
  if (!isSuccessful(reply)) throw failure(reply);
}

/** PUT /api/campaigns/{id} with `{ title }`: the inline rename on the creator's result. */
export async function renameCampaign(send: SendJson, id: number, title: string): Promise<void> {
  const reply = await send("PUT", `/api/campaigns/${id}`, { title });
  if (!isSuccessful(reply)) throw failure(reply);
}

/**
 * The Twend to edit, looked up in the user's own list as the spec has it
 * (section 6); null when the list does not hold it. A failed call throws
 * 'HTTP error! status: {status}', or the server's reason.
 */
export async function fetchEditableCampaign(fetchFn: Fetch, id: number, signal?: AbortSignal): Promise<OwnerCampaign | null> {
  const reply = await requestJson(fetchFn, "/api/user/campaigns", { signal });
  if (!reply.ok) throw new Error(`HTTP error! status: ${reply.status}`);
  const list = dataOf(reply.body);
  if (!isSuccessful(reply) || !Array.isArray(list)) throw new Error(serverErrorText(reply.body) ?? "");
  const entry: unknown = list.find((item: unknown) => isRecord(item) && item.id === id);
  if (entry === undefined) return null;
  const parsed = ownerCampaignSchema.safeParse(entry);
  if (!parsed.success) throw new Error("the server sent a Twend this page cannot read");
  return parsed.data;
}
