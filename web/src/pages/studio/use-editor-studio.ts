import type { OwnerCampaign } from "@twend/shared";
import { useState } from "react";
import { useLocation } from "wouter";
import { type BackgroundChoice, formFromCampaign } from "../../features/studio/campaign-form.ts";
import { useUpdateCampaign } from "../../features/studio/use-update-campaign.ts";
import { canSaveEdit, editorStepBlocker, nextStep, type WizardStep } from "../../features/studio/wizard-steps.ts";
import { useStudioForm } from "./use-studio-form.ts";

/** /edit/{id}'s state: the form filled from the stored Twend, its custom link, the wizard's step and the save. */
export function useEditorStudio(campaign: OwnerCampaign) {
  const [, navigate] = useLocation();
  const studio = useStudioForm(() => formFromCampaign(campaign), false);
  const [shortId, setShortId] = useState(campaign.short_id);
  const [step, setStep] = useState<WizardStep>(1);
  const update = useUpdateCampaign(() => navigate("/dashboard"));
  const ahead = nextStep(step);

  return {
    studio,
    update,
    shortId,
    setShortId,
    step,
    blocker: ahead === null ? null : editorStepBlocker(ahead, studio.form, shortId),
    canSave: canSaveEdit(studio.form, shortId, update.saving),
    goTo(target: WizardStep) {
      if (target <= step || editorStepBlocker(target, studio.form, shortId) === null) setStep(target);
    },
    pickBackground(choice: BackgroundChoice) {
      studio.update({ background: choice });
    },
    save() {
      if (canSaveEdit(studio.form, shortId, update.saving)) update.save({ id: campaign.id, form: studio.form, shortId });
    },
  };
}

export type EditorStudio = ReturnType<typeof useEditorStudio>;
