import { decodeImage } from "@twend/composition/browser";
import { useEffect, useState } from "react";

export type DecodedImage = { status: "loading" } | { status: "ready"; blob: Blob; image: ImageBitmap } | { status: "failed" };

async function loadBlob(source: string | Blob, signal: AbortSignal): Promise<Blob> {
  if (typeof source !== "string") return source;
  const response = await fetch(source, { signal });
  if (!response.ok) throw new Error(`Image ${source} answered HTTP ${response.status}`);
  return response.blob();
}

/**
 * An image (a URL to fetch, or a file the visitor picked) loaded and decoded
 * once per source, upright as the server reads it: the bytes for downloads
 * and uploads, the bitmap for drawing. A replaced or abandoned bitmap is
 * closed, since a large image holds a lot of memory. No source, no image.
 */
export function useDecodedImage(source: string | Blob): DecodedImage;
export function useDecodedImage(source: string | Blob | null): DecodedImage | null;
export function useDecodedImage(source: string | Blob | null): DecodedImage | null {
  const [state, setState] = useState<DecodedImage | null>(source === null ? null : { status: "loading" });
  const [stateSource, setStateSource] = useState(source);
  if (source !== stateSource) {
    // Reset in the render that brings the new source, so no frame shows the previous bitmap, which the effect's clean-up closes.
    setStateSource(source);
    setState(source === null ? null : { status: "loading" });
  }

  useEffect(() => {
    if (source === null) return;
    const controller = new AbortController();
    let image: ImageBitmap | null = null;
    (async () => {
      const blob = await loadBlob(source, controller.signal);
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
  }, [source]);

  return state;
}
