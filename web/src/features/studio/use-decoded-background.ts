import { useDecodedImage, type DecodedImage } from "../composition/use-decoded-image.ts";
import type { BackgroundChoice } from "./campaign-form.ts";

export type BackgroundState = DecodedImage | { status: "empty" };

const EMPTY: BackgroundState = { status: "empty" };

/** The background for the preview: the picked file's own bytes, or the stored image fetched from /media. */
export function useDecodedBackground(choice: BackgroundChoice | null): BackgroundState {
  return useDecodedImage(choice === null ? null : choice.kind === "upload" ? choice.blob : choice.url) ?? EMPTY;
}
