import { PRODUCT_NAME } from "@twend/shared";
import { ArrowLeft, ArrowRight, Rocket } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { CREATOR_STEP_LABELS } from "../../features/studio/wizard-steps.ts";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { CaptionField } from "./CaptionField.tsx";
import { DesignControls } from "./DesignControls.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { PreviewPanel } from "./PreviewPanel.tsx";
import { ReviewSummary } from "./ReviewSummary.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { StepHeading } from "./StepHeading.tsx";
import type { CreatorStudio } from "./use-creator-studio.ts";
import { useStepFocus } from "./use-step-focus.ts";
import { WizardFooter } from "./WizardFooter.tsx";
import { WizardHeader } from "./WizardHeader.tsx";
import { WizardProgress } from "./WizardProgress.tsx";

const STEP_TEXT = {
  1: { title: "Tell people what it's for", text: "A clear title helps supporters find and trust your Twend." },
  2: { title: "Add your artwork", text: "This image is the frame every visitor's photo goes into." },
  3: { title: "Place the photo and name", text: "Drag them on the preview, then fine-tune below." },
  4: { title: "Ready to publish?", text: "Check your Twend, then create its shareable link." },
} as const;

/** /create on narrow screens: Details, Media, Design, Publish (spec section 2). */
export function CreateWizard({ creator }: { creator: CreatorStudio }) {
  const { studio, creation, step } = creator;
  const { form } = studio;
  const heading = useStepFocus(step);
  const noteId = useId();
  const missingForSubmit = form.title.trim() === "" ? "Add a title before publishing." : form.background === null ? "Add a background before publishing." : null;

  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-5">
      <title>{`Create a Twend · ${PRODUCT_NAME}`}</title>
      <WizardHeader title="Create a Twend" step={step} stepLabel={CREATOR_STEP_LABELS[step]} onStep={creator.goTo} />
      <div className="mt-5">
        <WizardProgress labels={CREATOR_STEP_LABELS} current={step} onGoBack={creator.goTo} />
      </div>

      <form
        className="mt-7"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 4) creator.submit();
          else if (creator.blocker === null) creator.goTo((step + 1) as 2 | 3 | 4);
        }}
      >
        <StepHeading ref={heading} {...STEP_TEXT[step]} />
        {step === 1 ? (
          <div className="space-y-5">
            <DetailsFields form={form} onChange={studio.update} />
            <CaptionField value={form.caption_template} onChange={(caption_template) => studio.update({ caption_template })} />
          </div>
        ) : null}
        {step === 2 ? <BackgroundPicker value={form.background} onPick={(choice) => creator.pickBackground(choice, true)} hint="JPG, PNG" /> : null}
        {step === 3 ? (
          <div className="space-y-8">
            <PreviewPanel
              choice={form.background}
              background={studio.background}
              design={form.design}
              sampleName={studio.sampleName}
              selected={studio.selected}
              onSelect={studio.setSelected}
              onChange={studio.updateDesign}
            />
            <DesignControls design={form.design} onChange={studio.updateDesign} sampleName={studio.sampleName} onSampleNameChange={studio.setSampleName} />
          </div>
        ) : null}
        {step === 4 ? (
          <div className="space-y-6">
            <PreviewPanel
              choice={form.background}
              background={studio.background}
              design={form.design}
              sampleName={studio.sampleName}
              selected={studio.selected}
              onSelect={studio.setSelected}
              onChange={studio.updateDesign}
            />
            <ReviewSummary form={form} />
            <SaveStatus error={creation.error} progress={creation.progress} uploading={form.background?.kind === "upload"} />
          </div>
        ) : null}

        <WizardFooter note={step === 4 ? missingForSubmit : (creator.blocker?.message ?? null)} noteId={noteId}>
          {step > 1 ? (
            <Button variant="secondary" onClick={() => creator.goTo((step - 1) as 1 | 2 | 3)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          ) : null}
          {step < 4 ? (
            <Button type="submit" disabled={creator.blocker !== null} aria-describedby={noteId}>
              Continue
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button type="submit" disabled={!creator.canSubmit} aria-describedby={noteId}>
              {creation.saving ? <Spinner /> : <Rocket aria-hidden="true" className="size-4" />}
              {creation.saving ? "Creating..." : "Create Twend"}
            </Button>
          )}
        </WizardFooter>
      </form>
    </div>
  );
}
