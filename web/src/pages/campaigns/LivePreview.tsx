import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import ImageOff from "lucide-react/icons/image-off";
import { useRef, useState } from "react";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { PreviewCanvasProps } from "../../features/generator/preview-canvas.tsx";
import type { Drawing } from "../../features/generator/load-drawing.ts";
import { movablePreviewLabel } from "./adjust-texts.ts";
import { backgroundSize, dpAspect } from "./preview-box.ts";
import { previewStill } from "./preview-still.ts";

// The drawing's own inputs, typed where the drawing code is (a type-only import: that code stays out of the first load).
interface LivePreviewProps extends Pick<PreviewCanvasProps, "campaign" | "background" | "photo" | "transform" | "onTransform"> {
  /** The visitor's name as typed; the preview prints it only when the Twend does. */
  name: string;
  /** The drawing code, once the visitor has acted and it is here: the canvas draws with it. */
  drawing: Drawing | null;
  /** Longest side in CSS pixels: 320 on narrow screens, 400 on wide ones. */
  size: number;
  describedBy?: string;
}

/** The frame's look, shared by the canvas and the image shown before it has drawn. */
const FRAME = "rounded-2xl shadow-xl shadow-brand-900/10 ring-1 ring-slate-900/5";

/**
 * The DP as it will come out, drawn by the shared composition module at preview size, with the photo movable in its window
 * (the avatar slot, or under the whole frame of an overlay Twend).
 * Until the canvas has drawn, which needs the full-size background and the fonts fetched once the visitor acts,
 * the frame shows the server's light copy of the background in the same place.
 */
export function LivePreview({ campaign, background, photo, name, transform, onTransform, drawing, size, describedBy }: LivePreviewProps) {
  const { i18n, t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const still = previewStill(campaign);
  const [brokenStill, setBrokenStill] = useState<string | null>(null);
  const showStill = still !== null && still.src !== brokenStill && !drawn && background.status !== "failed";
  const image = photo.status === "ready" ? photo.image : null;

  const aspect = dpAspect(campaign);
  const measured = backgroundSize(campaign);
  const movable = image !== null;
  return (
    <div className="relative mx-auto w-full" style={{ aspectRatio: aspect, maxWidth: size * Math.min(1, aspect) }}>
      <canvas
        ref={canvasRef}
        role="img"
        tabIndex={movable ? 0 : -1}
        aria-label={movable ? i18n._(movablePreviewLabel(campaign.frame_mode)) : t`Preview of your DP`}
        aria-describedby={describedBy}
        className={clsx(
          FRAME,
          "absolute inset-0 size-full bg-slate-100 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
          movable && "cursor-grab touch-none active:cursor-grabbing",
        )}
      />
      {drawing ? (
        <drawing.PreviewCanvas
          canvas={canvasRef}
          campaign={campaign}
          background={background}
          photo={photo}
          name={campaign.include_text ? name : ""}
          transform={transform}
          onTransform={onTransform}
          size={size}
          onDrawn={setDrawn}
        />
      ) : null}
      {showStill ? (
        // Above the canvas until it has drawn, then gone: the canvas paints the same background in the same place,
        // with its white footer strip where this frame shows white. The canvas names the preview; the image adds nothing for a screen reader.
        <div className={clsx(FRAME, "pointer-events-none absolute inset-0 overflow-hidden bg-white")}>
          <img
            src={still.src}
            srcSet={still.srcSet}
            sizes={still.sizes}
            alt=""
            // The background's own shape at the frame's full width: the footer strip the canvas adds stays below it.
            width={measured?.width}
            height={measured?.height}
            fetchPriority="high"
            decoding="async"
            onError={() => setBrokenStill(still.src)}
            className={measured ? "block h-auto w-full" : "size-full object-cover"}
          />
        </div>
      ) : null}
      {background.status === "failed" ? (
        <div className="absolute inset-0 grid place-items-center rounded-2xl bg-slate-100 p-6 text-center text-sm text-slate-600">
          <div>
            <ImageOff aria-hidden="true" className="mx-auto mb-2 size-8 text-slate-400" />
            <Trans>The Twend's design could not be loaded.</Trans>
          </div>
        </div>
      ) : !drawn && !showStill ? (
        <div role="status" className="absolute inset-0 grid place-items-center rounded-2xl bg-slate-100 text-sm text-slate-500">
          <span className="flex items-center gap-2">
            <Spinner /> <Trans>Loading preview...</Trans>
          </span>
        </div>
      ) : null}
    </div>
  );
}
