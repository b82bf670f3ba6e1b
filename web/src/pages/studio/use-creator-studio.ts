import { useState } from "react";
import { type BackgroundChoice, defaultForm } from "../../features/studio/campaign-form.ts";
import { useCreateCampaign } from "../../features/studio/use-create-campaign.ts";
import { canCreate, creatorStepBlocker, nextStep, type WizardStep } from "../../features/studio/wizard-steps.ts";
import { useStudioForm } from "./use-studio-form.ts";

/** /create's state: the form, the wizard's step, and the create call with its result. */
export function useCreatorStudio() {
  const studio = useStudioForm(defaultForm, true);
  const creation = useCreateCampaign();
  const [step, setStep] = useState<WizardStep>(1);
  const ahead = nextStep(step);

  return {
    studio,
    creation,
    step,
    /** Why Continue cannot move on yet (each step's checks). */
    blocker: ahead === null ? null : creatorStepBlocker(ahead, studio.form),
    canSubmit: canCreate(studio.form, creation.saving),
    goTo(target: WizardStep) {
      if (target <= step || creatorStepBlocker(target, studio.form) === null) setStep(target);
    },
    /** On narrow screens a background picked on step 2 moves straight on to the design. */
    pickBackground(choice: BackgroundChoice, advance: boolean) {
      studio.update({ background: choice });
      if (advance && step === 2) setStep(3);
    },
    submit() {
      if (canCreate(studio.form, creation.saving)) creation.create(studio.form);
    },
    /** Every field back to its default and the wizard back to step 1. */
    createAnother() {
      studio.reset();
      creation.reset();
      setStep(1);
    },
  };
}

export type CreatorStudio = ReturnType<typeof useCreatorStudio>;
