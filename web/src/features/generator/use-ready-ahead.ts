import type { PublicCampaign } from "@twend/shared";
import { useEffect } from "react";
import { loadHeicCheck } from "../heic/use-drawable-picture.ts";
import type { Precompose } from "./use-precompose.ts";

/** The code that shows a result, fetched apart from the page's. */
export interface ResultViewCode {
  ready: () => boolean;
  load: () => Promise<unknown>;
}

/**
 * From the engine's start (the visitor has acted on the page), what the pick and Generate will
 * need is got ready while the visitor chooses a photo: the picker's HEIC check and the result's
 * code are fetched, and the drawing side decodes the background and loads the design's fonts. A
 * failed fetch is tried again by the pick or by Generate.
 */
export function useReadyAhead(campaign: PublicCampaign, background: Blob | null, precompose: Precompose, resultView: ResultViewCode): void {
  useEffect(() => {
    loadHeicCheck().catch(() => undefined);
    resultView.load().catch(() => undefined);
  }, [resultView]);

  const { background_image_url: backgroundUrl, text_font: textFont } = campaign;
  useEffect(() => {
    if (background) precompose.prepare({ backgroundUrl, background, textFont });
  }, [background, backgroundUrl, textFont, precompose]);
}
