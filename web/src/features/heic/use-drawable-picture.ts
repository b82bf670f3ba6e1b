import { useCallback, useRef, useState } from "react";

/**
 * The HEIC check is loaded when a visitor reaches for the picker (see `prepare`),
 * not with the page: the generator's first load stays as small as it was, and
 * the module is there by the time a file has been chosen.
 */
const loadIntake = () => import("./drawable-picture.ts");

export interface DrawablePicture {
  /** True while a HEIC file is being converted. */
  converting: boolean;
  /**
   * The picked file as every browser can draw it (see toDrawable), or null when a later pick
   * superseded this one. Rejects with a message to show when a HEIC file cannot be decoded.
   */
  drawable: (file: File) => Promise<File | null>;
  /** Starts loading the check, for when a pick is near: the picker pressed, focused or dragged over. */
  prepare: () => void;
}

export function useDrawablePicture(): DrawablePicture {
  const [converting, setConverting] = useState(false);
  const latestPick = useRef(0);

  const drawable = useCallback(async (file: File) => {
    const pick = ++latestPick.current;
    const isCurrent = () => pick === latestPick.current;
    // Without the check (its chunk failed to load), the file goes the usual way, as before HEIC support.
    const intake = await loadIntake().catch(() => null);
    try {
      const picked = intake ? await intake.toDrawable(file, () => isCurrent() && setConverting(true)) : file;
      return isCurrent() ? picked : null;
    } catch (error) {
      if (isCurrent()) throw error;
      return null;
    } finally {
      if (isCurrent()) setConverting(false);
    }
  }, []);

  const prepare = useCallback(() => void loadIntake().catch(() => undefined), []);

  return { converting, drawable, prepare };
}
