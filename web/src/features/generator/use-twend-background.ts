import { useDecodedImage, type DecodedImage } from "../composition/use-decoded-image.ts";

export type TwendBackground = DecodedImage;

/** The Twend's background, fetched as soon as its URL is known: the download needs the bytes, the preview the bitmap. */
export function useTwendBackground(url: string): TwendBackground {
  return useDecodedImage(url);
}
