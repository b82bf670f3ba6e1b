import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { TWEND_MARK, type DpResult } from "@twend/composition";
import { composeToCanvas } from "@twend/composition/browser";
import { clsx } from "clsx";
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import type { Design } from "../../features/studio/campaign-form.ts";
import { type DesignTarget, hitBoxes } from "../../features/studio/design-geometry.ts";
import { nudge } from "../../features/studio/keyboard-nudge.ts";
import { silhouette } from "../../features/studio/silhouette.ts";
import type { BackgroundState } from "../../features/studio/use-decoded-background.ts";
import { usePreviewFonts } from "../../features/composition/use-preview-fonts.ts";
import { drawSelection } from "./draw-selection.ts";
import { PreviewEmpty, PreviewFailure, PreviewLoading } from "./PreviewStatus.tsx";
import { useCanvasDrag } from "./use-canvas-drag.ts";

/** Longest side of the preview in canvas pixels: sharp on a 2x screen at the widest column the studio gives it. */
const PREVIEW_PIXELS = 1200;

interface DesignCanvasProps {
  background: BackgroundState;
  /** Width / height of the finished DP when known before decoding (a stored image's size), so the box does not jump. */
  expectedAspect: number | null;
  design: Design;
  /** The name drawn in place of a visitor's. */
  sampleName: string;
  /** What the arrow keys move; null when nothing can be moved (a frame over the photo, without a name). */
  selected: DesignTarget | null;
  onSelect: (target: DesignTarget) => void;
  onChange: (patch: Partial<Design>) => void;
  /** Describes how to move things, for screen readers. */
  describedBy?: string;
  readOnly?: boolean;
}

/** What the canvas says it is, and how to move things on it, for screen readers. */
function canvasLabel(i18n: I18n, design: Design, readOnly: boolean): string {
  if (readOnly) return i18n._(msg`Preview of your Twend`);
  const slot = design.frame_mode === "slot";
  if (slot && design.include_text) return i18n._(msg`Design preview. Drag the photo slot or the name, or use the arrow keys to move the selected one.`);
  if (slot) return i18n._(msg`Design preview. Drag the photo slot, or use the arrow keys to move it.`);
  if (design.include_text) return i18n._(msg`Design preview, with a sample photo under your frame. Drag the name, or use the arrow keys to move it.`);
  return i18n._(msg`Design preview, with a sample photo under your frame.`);
}

/**
 * The live preview, drawn by the same composition code the server runs, with
 * a placeholder face as the photo: in the slot, or under a frame. The slot and
 * the name can be dragged, a press on empty space moves the name there, and
 * arrow keys nudge the selected element while the canvas has focus.
 */
export function DesignCanvas({ background, expectedAspect, design, sampleName, selected, onSelect, onChange, describedBy, readOnly = false }: DesignCanvasProps) {
  const { i18n } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const resultRef = useRef<DpResult | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const name = design.include_text ? sampleName : "";
  const fonts = usePreviewFonts(design.text_font, name);
  const drag = useCanvasDrag({ canvasRef, resultRef, design, onSelect, onChange });
  const showSelection = !readOnly && (focused || hovered || drag.cursor === "grabbing");

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || background.status !== "ready" || fonts.status === "loading") return;
    try {
      const result = composeToCanvas(canvas, {
        design,
        background: background.image,
        photo: silhouette(),
        name,
        footer: { host: window.location.host, logo: TWEND_MARK },
        options: { mode: "preview", previewSize: PREVIEW_PIXELS },
      });
      resultRef.current = result;
      if (showSelection && selected !== null) drawSelection(canvas, hitBoxes(result), selected, result.layout.width / Math.max(1, canvas.clientWidth));
      setAspect(result.layout.width / result.layout.height);
      setDrawFailed(false);
    } catch (error) {
      console.error(error);
      resultRef.current = null;
      setDrawFailed(true);
    }
  }, [background, fonts.status, fonts.revision, design, name, selected, showSelection]);

  if (background.status === "empty") return <PreviewEmpty />;

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    if (selected === null) return;
    const patch = nudge(design, selected, event.key, event.shiftKey);
    if (!patch) return;
    event.preventDefault();
    onChange(patch);
  }

  const shownAspect = aspect ?? expectedAspect ?? 1;
  const waiting = background.status === "loading" || (background.status === "ready" && fonts.status === "loading");
  return (
    <div
      className="relative mx-auto w-full"
      // Tall designs are capped by height so the controls stay in reach; the box keeps the design's shape meanwhile.
      style={{ aspectRatio: shownAspect, maxWidth: `calc(min(62vh, 760px) * ${shownAspect})` }}
    >
      <canvas
        ref={canvasRef}
        tabIndex={readOnly ? -1 : 0}
        role={readOnly ? "img" : "application"}
        aria-label={canvasLabel(i18n, design, readOnly)}
        aria-describedby={describedBy}
        onKeyDown={readOnly ? undefined : onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        {...(readOnly ? {} : drag.handlers)}
        style={{ cursor: readOnly ? "default" : drag.cursor }}
        className={clsx(
          "absolute inset-0 size-full rounded-2xl bg-slate-100 shadow-xl shadow-brand-900/10 ring-1 ring-slate-900/5 select-none",
          !readOnly && "touch-none",
        )}
      />
      {background.status === "failed" ? <PreviewFailure problem="backgroundFailed" /> : null}
      {background.status === "ready" && drawFailed ? <PreviewFailure problem="unavailable" /> : null}
      {waiting ? <PreviewLoading /> : null}
    </div>
  );
}
