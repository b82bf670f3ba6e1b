import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getSessionId } from "../../lib/session-id.ts";
import { browserFetch } from "../auth/http.ts";
import { readDataUrl } from "../studio/read-data-url.ts";
import type { GenerateDpInput, RenderStatus } from "./generator-api.ts";

export interface ServerRender {
  /** Null unless a server render runs: "uploading" while the photo is sent, then the server's status. */
  progress: "uploading" | RenderStatus | null;
  /** The finished PNG; rejects with an AbortError when cancelled. */
  render: (photo: File, name: string, photoTransform?: GenerateDpInput["photoTransform"]) => Promise<Blob>;
  cancel: () => void;
}

/**
 * The fallback for browsers that cannot draw: the photo goes to
 * POST /api/generate-dp, the render is polled every 500 ms, and the finished
 * PNG is fetched so it downloads and shares like a browser-drawn one.
 */
export function useServerRender(campaignId: number): ServerRender {
  const [progress, setProgress] = useState<ServerRender["progress"]>(null);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
  }, []);
  useEffect(() => cancel, [cancel]);

  const render = useCallback(
    async (photo: File, name: string, photoTransform?: GenerateDpInput["photoTransform"]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress("uploading");
      try {
        // Only browsers that cannot draw need the server's render protocol: its code loads here, not with the page.
        const [photoDataUrl, { requestServerRender, waitForRender }] = await Promise.all([readDataUrl(photo), import("./generator-api.ts")]);
        const started = await requestServerRender(browserFetch, { campaignId, userName: name, photoDataUrl, sessionId: getSessionId(), photoTransform });
        const url = await waitForRender(browserFetch, started.renderId, started, { signal: controller.signal, onState: (state) => setProgress(state.status) });
        const response = await fetch(url, { signal: controller.signal });
        if (!response.ok) throw new Error(`the finished image could not be fetched (HTTP ${response.status})`);
        return await response.blob();
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [campaignId],
  );

  return useMemo(() => ({ progress, render, cancel }), [progress, render, cancel]);
}
