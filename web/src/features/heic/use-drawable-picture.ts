import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";

/** Said when a HEIC picture could not be converted: names the format and how to get a JPG instead. */
const HEIC_CONVERSION_FAILED = msg`This HEIC picture could not be converted in your browser. Save it as a JPG or PNG (on an iPhone: Settings > Camera > Formats > Most Compatible) and pick it again.`;

/**
 * HEIC/HEIF (found by its bytes, whatever its name or declared type) converted to JPEG. The
 * decoder is megabytes, so it is imported only when such a file is picked; a decoder that
 * cannot be loaded or a file it cannot decode rejects with the message above.
 */
async function convertHeicPicture(i18n: I18n, file: File): Promise<File> {
  try {
    const { convertHeic } = await import("./convert-heic.ts");
    return await convertHeic(file);
  } catch (error) {
    throw new Error(i18n._(HEIC_CONVERSION_FAILED), { cause: error });
  }
}

/**
 * The byte check, fetched when a picture is first picked rather than with the page: a page that
 * can tell when a pick is coming (the generator, once the visitor acts) fetches it ahead.
 */
export const loadHeicCheck = () => import("./heic-signature.ts");

/** Whether the file is HEIC/HEIF; without the check (its fetch failed) the file goes on as it is, to be reported where it is drawn. */
async function isHeifPicture(file: File): Promise<boolean> {
  const check = await loadHeicCheck().catch((error: unknown) => {
    console.error(error);
    return null;
  });
  return check ? check.isHeifFile(file) : false;
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

/** Every picked picture passes here before the page sees it. */
export function useDrawablePicture(): DrawablePicture {
  const { i18n } = useLingui();
  const [converting, setConverting] = useState(false);
  const latestPick = useRef(0);

  const drawable = useCallback(
    async (file: File) => {
      const pick = ++latestPick.current;
      const isCurrent = () => pick === latestPick.current;
      if (!(await isHeifPicture(file))) return isCurrent() ? file : null;
      if (isCurrent()) setConverting(true);
      try {
        const converted = await convertHeicPicture(i18n, file);
        return isCurrent() ? converted : null;
      } catch (error) {
        if (isCurrent()) throw error;
        return null;
      } finally {
        if (isCurrent()) setConverting(false);
      }
    },
    [i18n],
  );

  return { converting, drawable };
}
