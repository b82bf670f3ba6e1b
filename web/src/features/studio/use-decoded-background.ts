import { decodeImage } from "@twend/composition/browser";
import { useEffect, useState } from "react";
import type { BackgroundChoice } from "./campaign-form.ts";

export type BackgroundState =
  | { status: "empty" }
  | { status: "loading" }
  | { status: "ready"; image: ImageBitmap }
  | { status: "failed" };

async function loadBlob(choice: BackgroundChoice, signal: AbortSignal): Promise<Blob> {
  if (choice.kind === "upload") return choice.blob;
  const response = await fetch(choice.url, { signal });
  if (!response.ok) throw new Error(`Background ${choice.url} answered HTTP ${response.status}`);
  return response.blob();
}

/**
 * The background decoded once for the preview (upright, as the server reads
 * it): the picked file's own bytes, or the stored image fetched from /media.
 * A replaced bitmap is closed, since a large photo holds a lot of memory.
 */
export function useDecodedBackground(choice: BackgroundChoice | null): BackgroundState {
  const [state, setState] = useState<BackgroundState>({ status: choice ? "loading" : "empty" });

  useEffect(() => {
    if (choice === null) {
      setState({ status: "empty" });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    let image: ImageBitmap | null = null;
    loadBlob(choice, controller.signal)
      .then(decodeImage)
      .then((decoded) => {
        if (controller.signal.aborted) {
          decoded.close();
          return;
        }
        image = decoded;
        setState({ status: "ready", image: decoded });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: "failed" });
      });
    return () => {
      controller.abort();
      image?.close();
    };
  }, [choice]);

  return state;
}
