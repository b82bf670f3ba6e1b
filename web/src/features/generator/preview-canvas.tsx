import type { PhotoTransform, Rect } from "@twend/composition";
import { TWEND_MARK } from "@twend/composition";
import { composeToCanvas } from "@twend/composition/browser";
import type { PublicCampaign } from "@twend/shared";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { usePreviewFonts } from "../composition/use-preview-fonts.ts";
import { attachPhotoGestures, type GestureInputs } from "./photo-gestures.ts";
import type { PhotoBitmap, CampaignBackground } from "./generator-state.ts";
import { campaignPhotoWindow } from "./photo-window.ts";

export interface PreviewCanvasProps {
  canvas: RefObject<HTMLCanvasElement | null>;
  campaign: PublicCampaign;
  background: CampaignBackground;
  photo: PhotoBitmap;
  /** The name as the DP prints it: empty when the Twend prints none. */
  name: string;
  transform: PhotoTransform;
  onTransform: (transform: PhotoTransform) => void;
  /** The preview's longest side in CSS pixels. */
  size: number;
  /** Whether the canvas holds a drawing, told after each attempt. */
  onDrawn: (drawn: boolean) => void;
}

/**
 * The live preview's drawing on its canvas, by the shared composition module at preview size once
 * the background and the fonts are here, and the gestures and keys that move the photo in its
 * window. It shows nothing of its own; the preview (LivePreview.tsx) renders it once the visitor
 * has acted, with the drawing code.
 */
export function PreviewCanvas({ canvas, campaign, background, photo, name, transform, onTransform, size, onDrawn }: PreviewCanvasProps): null {
  const windowRef = useRef<Rect | null>(null);
  const fonts = usePreviewFonts(campaign.text_font, name);
  const image = photo.status === "ready" ? photo.image : null;
  const photoWindow = campaignPhotoWindow(campaign, background);
  const gestureInputs = useRef<GestureInputs>({ transform, photo: image, photoWindow, onChange: onTransform });
  useLayoutEffect(() => {
    gestureInputs.current = { transform, photo: image, photoWindow, onChange: onTransform };
  });

  // Moving the photo needs a photo.
  const hasPhoto = photo.status !== "none";
  useEffect(() => {
    const target = canvas.current;
    if (!target || !hasPhoto) return;
    return attachPhotoGestures(target, windowRef, gestureInputs);
  }, [canvas, hasPhoto]);

  useLayoutEffect(() => {
    const target = canvas.current;
    if (!target || background.status !== "ready" || fonts.status === "loading") return;
    try {
      const result = composeToCanvas(target, {
        design: campaign,
        background: background.image,
        photo: image,
        name,
        footer: { host: window.location.host, logo: TWEND_MARK },
        // Drawn at the screen's density (up to 2x) so the preview is as sharp as the download.
        options: { mode: "preview", previewSize: size * Math.min(2, window.devicePixelRatio || 1), photoTransform: transform },
      });
      windowRef.current = result.layout.photoWindow;
      // Whether the canvas drew is known only by drawing on the mounted canvas, in this effect.
      onDrawn(true);
    } catch (error) {
      console.error(error);
      onDrawn(false);
    }
  }, [canvas, background, fonts.status, fonts.revision, campaign, image, name, transform, size, onDrawn]);

  return null;
}
