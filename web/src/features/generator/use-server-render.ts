import type { GenerateDpInput, RenderStatus } from "@twend/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

export interface ServerRender {
  /** Null unless a server render runs: "uploading" while the photo is sent, then the server's status. */
  progress: "uploading" | RenderStatus | null;
  /** The finished PNG; rejects with an AbortError when cancelled. */
  render: (photo: File, name: string, photoTransform?: GenerateDpInput["photo_transform"]) => Promise<Blob>;
  cancel: () => void;
}

/**
 * The fallback for browsers that cannot draw: the photo goes to the server
 * (generator.generate), the render is polled every 500 ms, and the finished
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
    async (photo: File, name: string, photoTransform?: GenerateDpInput["photo_transform"]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress("uploading");
      try {
        // Only browsers that cannot draw need the photo's upload and the server's render protocol: their code loads here, not with the page.
        const { renderPhotoOnServer } = await import("./server-render.ts");
        return await renderPhotoOnServer({ campaignId, photo, name, photoTransform }, { signal: controller.signal, onState: setProgress });
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
