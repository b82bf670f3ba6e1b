import type { ReactNode } from "react";
import type { WizardStep } from "../../features/studio/wizard-steps.ts";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { ReviewSummary } from "./ReviewSummary.tsx";
import { StudioDesignControls } from "./StudioDesignControls.tsx";
import { StudioDetails } from "./StudioDetails.tsx";
import { StudioPreview } from "./StudioPreview.tsx";
import { StudioSaveStatus } from "./StudioSaveStatus.tsx";
import type { BackgroundSlot, StudioJob } from "./studio-slots.ts";
import type { StudioForm } from "./use-studio-form.ts";

interface WizardStepFieldsProps {
  step: WizardStep;
  studio: StudioForm;
  job: StudioJob;
  background: BackgroundSlot;
  /** The editor's custom-link field; the editor also shows the link in the recap. */
  customLink?: { field: ReactNode; shortId: string };
}

/** What each of the four wizard steps asks for, the same in the creator and the editor. */
export function WizardStepFields({ step, studio, job, background, customLink }: WizardStepFieldsProps) {
  switch (step) {
    case 1:
      return <StudioDetails studio={studio} customLink={customLink?.field} />;
    case 2:
      return <BackgroundPicker value={studio.form.background} onPick={background.onPick} />;
    case 3:
      return (
        <div className="space-y-8">
          <StudioPreview studio={studio} />
          <StudioDesignControls studio={studio} />
        </div>
      );
    case 4:
      return (
        <div className="space-y-6">
          <StudioPreview studio={studio} />
          <ReviewSummary form={studio.form} shortId={customLink?.shortId} />
          <StudioSaveStatus studio={studio} job={job} />
        </div>
      );
  }
}
