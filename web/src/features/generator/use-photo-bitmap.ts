import { useEffect, useState } from "react";
import type { PhotoBitmap } from "./generator-state.ts";
import { loadDrawing } from "./load-drawing.ts";
import { afterNewPhotoDrawing, decodingPreviewPhoto } from "./new-photo-drawing.ts";

/**
 * The picked photo decoded upright for the live preview, once the full-size drawing of it is done
 * (new-photo-drawing.ts); the previous one is closed when it changes.
 */
export function usePhotoBitmap(file: File | null): PhotoBitmap {
  const [state, setState] = useState<PhotoBitmap>(file === null ? { status: "none" } : { status: "loading" });
  const [stateFile, setStateFile] = useState(file);
  if (file !== stateFile) {
    // Reset in the render that brings the new file, so no frame draws the previous bitmap, which the effect's clean-up closes.
    setStateFile(file);
    setState(file === null ? { status: "none" } : { status: "loading" });
  }

  useEffect(() => {
    if (file === null) return;
    let current = true;
    let image: ImageBitmap | null = null;
    const decoding = Promise.all([loadDrawing(), afterNewPhotoDrawing()]).then(([{ decodeImage }]) => decodeImage(file));
    decodingPreviewPhoto(decoding);
    decoding.then(
      (decoded) => {
        if (!current) {
          decoded.close();
          return;
        }
        image = decoded;
        setState({ status: "ready", image: decoded });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
      image?.close();
    };
  }, [file]);

  return state;
}
