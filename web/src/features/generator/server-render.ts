import { msg } from "@lingui/core/macro";
import type { GenerateDpInput, RenderStatus } from "@twend/shared";
import { getSessionId } from "../../lib/session-id.ts";
import { uploadClient } from "../../lib/upload-client.ts";
import { withFileAsBytes } from "../../lib/file-as-bytes.ts";
import { ComposeError } from "./compose-request.ts";
import { renderOnServer } from "./generator-api.ts";

export interface ServerRenderInput {
  campaignId: number;
  photo: File;
  name: string;
  photoTransform?: GenerateDpInput["photo_transform"] | undefined;
}

/**
 * The photo sent to the server with the name and placement, the render waited for (each state
 * reported), and the finished PNG fetched. Only browsers that cannot draw, or whose drawing
 * failed, need it: the engine (generator-engine.ts) fetches this module when one asks.
 */
export async function renderPhotoOnServer(
  { campaignId, photo, name, photoTransform }: ServerRenderInput,
  { signal, onState }: { signal: AbortSignal; onState: (status: RenderStatus) => void },
): Promise<Blob> {
  // The photo goes as bytes beside the rest, not as a data URL inside it.
  const input = withFileAsBytes<GenerateDpInput, "photo_url">(
    { campaign_id: campaignId, user_name: name, session_id: getSessionId(), ...(photoTransform ? { photo_transform: photoTransform } : {}) },
    "photo_url",
    photo,
    photo.name,
  );
  const url = await renderOnServer(uploadClient.generator, input, { signal, onState });
  const response = await fetch(url, { signal });
  const status = response.status;
  if (!response.ok) throw new ComposeError(msg`the finished image could not be fetched (HTTP ${status})`, "draw");
  return response.blob();
}
