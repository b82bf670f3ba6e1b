import { DesignControls } from "./DesignControls.tsx";
import type { StudioForm } from "./use-studio-form.ts";

/** The design's fine-tuning controls, wired to the studio's form and preview name. */
export function StudioDesignControls({ studio }: { studio: StudioForm }) {
  return (
    <DesignControls
      design={studio.form.design}
      onChange={studio.updateDesign}
      sampleName={studio.sampleName}
      onSampleNameChange={studio.setSampleName}
      frame={studio.frame}
      frameControlRef={studio.frameControlRef}
    />
  );
}
