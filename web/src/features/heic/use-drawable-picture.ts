import { useCallback, useRef, useState } from "react";
import { convertHeic } from "./convert-heic.ts";
import { isHeifFile } from "./heic-signature.ts";

export interface DrawablePicture {
  /** True while a HEIC file is being converted. */
  converting: boolean;
  /**
   * The picked file as every browser can draw it: HEIC/HEIF (found by its bytes)
   * converted to JPEG, anything else as it is. Null when a later pick superseded
   * this one. Rejects with HeicConversionError when a HEIC file cannot be decoded.
   */
  drawable: (file: File) => Promise<File | null>;
}

export function useDrawablePicture(): DrawablePicture {
  const [converting, setConverting] = useState(false);
  const latestPick = useRef(0);

  const drawable = useCallback(async (file: File) => {
    const pick = ++latestPick.current;
    const isCurrent = () => pick === latestPick.current;
    const heif = await isHeifFile(file);
    if (!isCurrent()) return null;
    setConverting(heif);
    if (!heif) return file;
    try {
      const converted = await convertHeic(file);
      return isCurrent() ? converted : null;
    } catch (error) {
      if (isCurrent()) throw error;
      return null;
    } finally {
      if (isCurrent()) setConverting(false);
    }
  }, []);

  return { converting, drawable };
}
