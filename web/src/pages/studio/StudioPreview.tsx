import { FrameProposal } from "./FrameProposal.tsx";
import { PreviewPanel } from "./PreviewPanel.tsx";
import type { StudioForm } from "./use-studio-form.ts";

/** The live preview, wired to the studio's form so dragging on it moves the design; above it, the offer of a frame over the photo. */
export function StudioPreview({ studio }: { studio: StudioForm }) {
  const { form, frame } = studio;
  return (
    <div>
      {/* The live region stays in the page so the notice is announced when it appears. */}
      <div aria-live="polite">
        {frame.proposing ? (
          <div className="mb-4">
            <FrameProposal mode={form.design.frame_mode} frame={frame} controlRef={studio.frameControlRef} />
          </div>
        ) : null}
      </div>
      <PreviewPanel
        choice={form.background}
        background={studio.background}
        design={form.design}
        sampleName={studio.sampleName}
        selected={studio.selected}
        onSelect={studio.setSelected}
        onChange={studio.updateDesign}
      />
    </div>
  );
}
