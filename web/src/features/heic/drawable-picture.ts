import { isHeifFile } from "./heic-signature.ts";

/** Said when a HEIC picture could not be converted: names the format and how to get a JPG instead. */
const HEIC_CONVERSION_FAILED =
  "This HEIC picture could not be converted in your browser. Save it as a JPG or PNG (on an iPhone: Settings > Camera > Formats > Most Compatible) and pick it again.";

/**
 * The picked file as every browser can draw it: HEIC/HEIF (found by its bytes,
 * whatever its name or declared type) converted to JPEG, anything else as it is.
 * `onConverting` is called before a conversion starts, which takes seconds. A HEIC
 * file that cannot be decoded, or a decoder that cannot be loaded, rejects with
 * an error whose message names the format and how to convert it.
 */
export async function toDrawable(file: File, onConverting: () => void): Promise<File> {
  if (!(await isHeifFile(file))) return file;
  onConverting();
  try {
    const { convertHeic } = await import("./convert-heic.ts");
    return await convertHeic(file);
  } catch (error) {
    throw new Error(HEIC_CONVERSION_FAILED, { cause: error });
  }
}
