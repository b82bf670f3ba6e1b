import type { PublicCampaign } from "@twend/shared";
import { useEffect } from "react";
import type { Precompose } from "./use-precompose.ts";

/** The code that shows a result, fetched apart from the page's. */
export interface ResultViewCode {
  ready: () => boolean;
  load: () => Promise<unknown>;
}

/**
 * Once `wanted` (the visitor has acted on the page), what Generate will need is got ready
 * while the visitor chooses a photo: the result's code is fetched, and the drawing side decodes
 * the background and loads the design's fonts. A failed fetch is tried again by Generate.
 */
export function useReadyAhead(wanted: boolean, campaign: PublicCampaign, background: Blob | null, precompose: Precompose, resultView: ResultViewCode): void {
  useEffect(() => {
    if (wanted) resultView.load().catch(() => undefined);
  }, [wanted, resultView]);

  const { background_image_url: backgroundUrl, text_font: textFont } = campaign;
  useEffect(() => {
    if (wanted && background) precompose.prepare({ backgroundUrl, background, textFont });
  }, [wanted, background, backgroundUrl, textFont, precompose]);
}
