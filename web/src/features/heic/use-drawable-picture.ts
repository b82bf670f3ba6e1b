import { useCallback, useRef, useState } from "react";
import { isHeifFile } from "./heic-signature.ts";

/** Said when a HEIC picture could not be converted: names the format and how to get a JPG instead. */
const HEIC_CONVERSION_FAILED =
  "This HEIC picture could not be converted in your browser. Save it as a JPG or PNG (on an iPhone: Settings > Camera > Formats > Most Compatible) and pick it again.";

/**
 * HEIC/HEIF (found by its bytes, whatever its name or declared type) converted to JPEG. The
 * decoder is megabytes, so it is imported only when such a file is picked; a decoder that
 * cannot be loaded or a file it cannot decode rejects with the message above.
 */
async function convertHeicPicture(file: File): Promise<File> {
  try {
    const { convertHeic } = await import("./convert-heic.ts");
    return await convertHeic(file);
  } catch (error) {
    throw new Error(HEIC_CONVERSION_FAILED, { cause: error });
  }
}

export interface DrawablePicture {
  /** True while a HEIC file is being converted. */
  converting: boolean;
  /**
   * The picked file as every browser can draw it, or null when a later pick superseded this one.
   * Rejects with a message to show when a HEIC file cannot be decoded.
   */
  drawable: (file: File) => Promise<File | null>;
}

/**
 * The byte check sits in the page's own code rather than a chunk of its own: every pick passes
 * it, and a photo picked with a click right behind it must not wait for a script to arrive.
 */
export function useDrawablePicture(): DrawablePicture {
  const [converting, setConverting] = useState(false);
  const latestPick = useRef(0);

  const drawable = useCallback(async (file: File) => {
    const pick = ++latestPick.current;
    const isCurrent = () => pick === latestPick.current;
    if (!(await isHeifFile(file))) return isCurrent() ? file : null;
    if (isCurrent()) setConverting(true);
    try {
      const converted = await convertHeicPicture(file);
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
