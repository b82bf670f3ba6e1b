import { useEffect, useState } from "react";
import type { PhotoBitmap } from "./generator-state.ts";
import type { LoadDrawing } from "./load-drawing.ts";

/**
 * The instant after a pick, the full-size drawing of the new photo (in the compose worker) and the
 * preview's own decoding of it would share the device's cores, while Generate may already be
 * clicked: the preview waits for that drawing, this long at most, so a slow device still shows the photo soon.
 */
const LONGEST_WAIT_MS = 250;

/**
 * The picked photo decoded upright for the live preview, once its first full-size drawing is done
 * (`drawing` until then: the model's "decoding" phase); the previous one is closed when it changes.
 */
export function usePhotoBitmap(file: File | null, drawing: boolean, loadDrawing: LoadDrawing): PhotoBitmap {
  const [state, setState] = useState<PhotoBitmap>(file === null ? { status: "none" } : { status: "loading" });
  const [stateFile, setStateFile] = useState(file);
  if (file !== stateFile) {
    // Reset in the render that brings the new file, so no frame draws the previous bitmap, which the effect's clean-up closes.
    setStateFile(file);
    setState(file === null ? { status: "none" } : { status: "loading" });
  }

  const [waitedFor, setWaitedFor] = useState<File | null>(null);
  useEffect(() => {
    if (file === null || !drawing) return;
    const timer = setTimeout(() => setWaitedFor(file), LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [file, drawing]);
  const decode = file !== null && (!drawing || waitedFor === file);

  useEffect(() => {
    if (file === null || !decode) return;
    let current = true;
    let image: ImageBitmap | null = null;
    loadDrawing()
      .then(({ decodeImage }) => decodeImage(file))
      .then(
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
  }, [file, decode, loadDrawing]);

  return state;
}
