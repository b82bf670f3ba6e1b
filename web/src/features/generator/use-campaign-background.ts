import { useEffect, useState } from "react";
import type { CampaignBackground } from "./generator-state.ts";
import type { LoadDrawing } from "./load-drawing.ts";
import { campaignBackgroundBytes } from "./campaign-background-bytes.ts";
import { useVisitorIntent } from "./visitor-intent.ts";

const NOT_HERE_YET: CampaignBackground = { status: "loading" };
const FAILED: CampaignBackground = { status: "failed" };

/**
 * The Twend's full-size background, decoded upright as the server reads it. It is fetched, with
 * the drawing code that decodes it, once the visitor acts on the page (see useVisitorIntent), not
 * for a visitor who only looks; until then the preview frame shows the light copies the server cut.
 * A replaced or abandoned bitmap is closed, since a large image holds a lot of memory.
 */
export function useCampaignBackground(url: string, loadDrawing: LoadDrawing): CampaignBackground {
  const wanted = useVisitorIntent();
  const [arrived, setArrived] = useState<{ url: string; background: CampaignBackground } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    let image: ImageBitmap | null = null;
    (async () => {
      const [blob, { decodeImage }] = await Promise.all([campaignBackgroundBytes(url), loadDrawing()]);
      const decoded = await decodeImage(blob);
      if (!current) {
        decoded.close();
        return;
      }
      image = decoded;
      setArrived({ url, background: { status: "ready", blob, image: decoded } });
    })().catch((error: unknown) => {
      console.error(error);
      if (current) setArrived({ url, background: FAILED });
    });
    return () => {
      current = false;
      image?.close();
    };
  }, [wanted, url, loadDrawing]);

  return arrived?.url === url ? arrived.background : NOT_HERE_YET;
}
