import { Trans } from "@lingui/react/macro";
import type { FrameMode } from "@twend/shared";
import Layers from "lucide-react/icons/layers";
import { useId } from "react";
import { Button } from "../../components/ui/Button.tsx";
import type { FrameControlRef, StudioFrame } from "./use-studio-form.ts";

interface FrameProposalProps {
  /** The style chosen now: a new Twend's transparent artwork is already a frame over the photo. */
  mode: FrameMode;
  frame: StudioFrame;
  controlRef: FrameControlRef;
}

/** Asks whether artwork with a transparent window should be drawn over the visitor's photo; shown above the preview, which shows the answer. */
export function FrameProposal({ mode, frame, controlRef }: FrameProposalProps) {
  const titleId = useId();

  function onChoose(chosen: FrameMode) {
    frame.choose(chosen);
    // The buttons go away with the notice; the keyboard carries on from the choice it made, without scrolling the preview away.
    controlRef.current?.querySelector<HTMLInputElement>(`input[value="${chosen}"]`)?.focus({ preventScroll: true });
  }

  return (
    <div role="group" aria-labelledby={titleId} className="flex gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 ring-inset motion-safe:animate-fade-in">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface text-brand-700 shadow-sm ring-1 ring-brand-200">
        <Layers aria-hidden="true" className="size-4.5" />
      </span>
      <div className="min-w-0 space-y-3">
        <div className="space-y-1">
          <p id={titleId} className="text-sm font-semibold text-slate-900">
            <Trans>This design has a transparent window: use it as a frame over the photo?</Trans>
          </p>
          <p className="text-sm text-slate-600">
            {mode === "overlay" ? (
              <Trans>We set it up that way: each visitor's photo shows through the window, under your artwork.</Trans>
            ) : (
              <Trans>Each visitor's photo would fill the window, under your artwork, instead of sitting in a slot on top.</Trans>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onChoose("overlay")}>
            <Trans>Use as frame</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onChoose("slot")}>
            <Trans>Keep photo slot</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
