import { decodeImage } from "@twend/composition/browser";
import { useEffect, useState } from "react";

export type TwendBackground =
  | { status: "loading" }
  | { status: "ready"; blob: Blob; image: ImageBitmap }
  | { status: "failed" };

/**
 * Fetches the Twend's background as soon as its URL is known (the download
 * needs the bytes, the preview the decoded bitmap), once per URL; the bitmap
 * is closed when the page goes, since a large image holds a lot of memory.
 */
export function useTwendBackground(url: string): TwendBackground {
  const [state, setState] = useState<TwendBackground>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    let image: ImageBitmap | null = null;
    setState({ status: "loading" });
    (async () => {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`Background ${url} answered HTTP ${response.status}`);
      const blob = await response.blob();
      const decoded = await decodeImage(blob);
      if (controller.signal.aborted) {
        decoded.close();
        return;
      }
      image = decoded;
      setState({ status: "ready", blob, image: decoded });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(error);
      setState({ status: "failed" });
    });
    return () => {
      controller.abort();
      image?.close();
    };
  }, [url]);

  return state;
}
