import { ApiError, type Fetch, dataOf, isRecord, isSuccessful, requestJson, serverErrorText } from "../auth/http.ts";

export type RenderStatus = "queued" | "active" | "done" | "failed";

export interface RenderState {
  status: RenderStatus;
  resultUrl: string | null;
}

export interface GenerateDpInput {
  campaignId: number;
  /** Empty when the Twend has no text (spec section 7). */
  userName: string;
  photoDataUrl: string;
  sessionId: string;
  /** The visitor's zoom and pan, so a server render crops like the browser did. */
  photoTransform?: { zoom: number; offsetX: number; offsetY: number } | undefined;
}

function generateDpBody(input: GenerateDpInput) {
  return {
    campaign_id: input.campaignId,
    user_name: input.userName,
    photo_url: input.photoDataUrl,
    session_id: input.sessionId,
    ...(input.photoTransform ? { photo_transform: input.photoTransform } : {}),
  };
}

const STATUSES: readonly RenderStatus[] = ["queued", "active", "done", "failed"];

function parseRender(data: unknown): RenderState | null {
  if (!isRecord(data) || !STATUSES.includes(data.status as RenderStatus)) return null;
  const resultUrl = typeof data.result_url === "string" && data.result_url !== "" ? data.result_url : null;
  return { status: data.status as RenderStatus, resultUrl };
}

function failure(what: string, status: number, body: unknown): ApiError {
  const text = serverErrorText(body);
  return new ApiError(text ?? `${what} failed with HTTP ${status}`, status, text);
}

/** POST /api/generate-dp: records the generation, and renders it on the server for browsers that cannot draw. */
export async function requestServerRender(fetchFn: Fetch, input: GenerateDpInput): Promise<{ renderId: string } & RenderState> {
  const reply = await requestJson(fetchFn, "/api/generate-dp", {
    method: "POST",
    json: generateDpBody(input),
  });
  const data = dataOf(reply.body);
  const render = parseRender(data);
  if (!isSuccessful(reply) || !render || !isRecord(data) || (typeof data.render_id !== "string" && typeof data.render_id !== "number")) {
    throw failure("Generating on the server", reply.status, reply.body);
  }
  return { renderId: String(data.render_id), ...render };
}

/** GET /api/dp-renders/{id}: where a server render has got to. */
export async function fetchRender(fetchFn: Fetch, renderId: string, signal?: AbortSignal): Promise<RenderState> {
  const reply = await requestJson(fetchFn, `/api/dp-renders/${encodeURIComponent(renderId)}`, signal ? { signal } : {});
  const render = parseRender(dataOf(reply.body));
  if (!isSuccessful(reply) || !render) throw failure("Checking the server render", reply.status, reply.body);
  return render;
}

/** POST /api/track-action after a download or a share; failures are only logged (spec section 8). */
export async function trackAction(fetchFn: Fetch, input: { sessionId: string; campaignId: number; action: "download" | "share" }): Promise<void> {
  try {
    const reply = await requestJson(fetchFn, "/api/track-action", {
      method: "POST",
      json: { session_id: input.sessionId, campaign_id: input.campaignId, action: input.action },
    });
    if (!reply.ok) console.error(`track-action ${input.action} answered HTTP ${reply.status}`, serverErrorText(reply.body));
  } catch (error) {
    console.error(error);
  }
}

/** Reports a browser generation; the response is not read (spec section 7), a failure only logged. */
export async function reportGeneration(fetchFn: Fetch, input: GenerateDpInput): Promise<void> {
  try {
    const reply = await requestJson(fetchFn, "/api/generate-dp", {
      method: "POST",
      json: generateDpBody(input),
    });
    if (!reply.ok) console.error(`generate-dp answered HTTP ${reply.status}`);
  } catch (error) {
    console.error(error);
  }
}

export const RENDER_POLL_MS = 500;

/**
 * Waits for a server render, asking every `intervalMs` and reporting each
 * state, until it is done (its URL) or failed (an error).
 */
export async function waitForRender(
  fetchFn: Fetch,
  renderId: string,
  first: RenderState,
  { signal, onState, intervalMs = RENDER_POLL_MS }: { signal: AbortSignal; onState: (state: RenderState) => void; intervalMs?: number },
): Promise<string> {
  let state = first;
  for (;;) {
    onState(state);
    if (state.status === "done" && state.resultUrl) return state.resultUrl;
    if (state.status === "failed") throw new Error("the server could not render the image");
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(new DOMException("Aborted", "AbortError"));
      }, { once: true });
    });
    state = await fetchRender(fetchFn, renderId, signal);
  }
}
