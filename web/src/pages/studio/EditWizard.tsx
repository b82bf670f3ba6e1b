import { ArrowLeft, ArrowRight, ListChecks, Save } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { EDITOR_STEP_LABELS, type WizardStep } from "../../features/studio/wizard-steps.ts";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { CaptionField } from "./CaptionField.tsx";
import { DesignControls } from "./DesignControls.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { PreviewPanel } from "./PreviewPanel.tsx";
import { ReviewSummary } from "./ReviewSummary.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { ShortIdField } from "./ShortIdField.tsx";
import { StepHeading } from "./StepHeading.tsx";
import type { EditorStudio } from "./use-editor-studio.ts";
import { useStepFocus } from "./use-step-focus.ts";
import { WizardFooter } from "./WizardFooter.tsx";
import { WizardHeader } from "./WizardHeader.tsx";
import { WizardProgress } from "./WizardProgress.tsx";

const STEP_TEXT = {
  1: { title: "Campaign Details", text: "The title, description, category and custom link of your Twend." },
  2: { title: "Background Image", text: "Keep the current artwork or upload a new one." },
  3: { title: "Design Settings", text: "Drag the photo slot and the name on the live preview, then fine-tune." },
  4: { title: "Save Changes", text: "Review your changes, then save them." },
} as const;

interface EditWizardProps {
  editor: EditorStudio;
  /** The layout toggle, offered on wide screens. */
  layoutSwitch?: ReactNode;
}

/** /edit/{id} in wizard mode: 4 steps with Continue, Review Changes, Back and Save Changes (spec section 2). */
export function EditWizard({ editor, layoutSwitch }: EditWizardProps) {
  const { studio, update, step } = editor;
  const { form } = studio;
  const heading = useStepFocus(step);
  const noteId = useId();
  const saveNote = editor.canSave || update.saving ? null : (editor.blocker?.message ?? "Add a title, a background and a custom link of 3 or more characters.");
  const preview = (
    <PreviewPanel
      choice={form.background}
      background={studio.background}
      design={form.design}
      sampleName={studio.sampleName}
      selected={studio.selected}
      onSelect={studio.setSelected}
      onChange={studio.updateDesign}
    />
  );

  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-5">
      <WizardHeader title={`Edit “${form.title.trim() || "Untitled"}”`} step={step} stepLabel={EDITOR_STEP_LABELS[step]} onStep={editor.goTo} aside={layoutSwitch} />
      <div className="mt-5">
        <WizardProgress labels={EDITOR_STEP_LABELS} current={step} onGoBack={editor.goTo} />
      </div>

      <form
        className="mt-7"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 4) editor.save();
          else if (editor.blocker === null) editor.goTo((step + 1) as WizardStep);
        }}
      >
        <StepHeading ref={heading} {...STEP_TEXT[step]} />
        {step === 1 ? (
          <div className="space-y-5">
            <DetailsFields form={form} onChange={studio.update} />
            <ShortIdField value={editor.shortId} onChange={editor.setShortId} />
            <CaptionField value={form.caption_template} onChange={(caption_template) => studio.update({ caption_template })} />
          </div>
        ) : null}
        {step === 2 ? <BackgroundPicker value={form.background} onPick={editor.pickBackground} hint="JPG, PNG up to 10MB" /> : null}
        {step === 3 ? (
          <div className="space-y-8">
            {preview}
            <DesignControls design={form.design} onChange={studio.updateDesign} sampleName={studio.sampleName} onSampleNameChange={studio.setSampleName} />
          </div>
        ) : null}
        {step === 4 ? (
          <div className="space-y-6">
            {preview}
            <ReviewSummary form={form} shortId={editor.shortId} />
            <SaveStatus error={update.error} progress={update.progress} uploading={form.background?.kind === "upload"} />
          </div>
        ) : null}

        <WizardFooter note={step === 4 ? saveNote : (editor.blocker?.message ?? null)} noteId={noteId}>
          {step > 1 ? (
            <Button variant="secondary" onClick={() => editor.goTo((step - 1) as WizardStep)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          ) : null}
          {step < 4 ? (
            <Button type="submit" disabled={editor.blocker !== null} aria-describedby={noteId}>
              {step === 3 ? "Review Changes" : "Continue"}
              {step === 3 ? <ListChecks aria-hidden="true" className="size-4" /> : <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
          ) : (
            <Button type="submit" disabled={!editor.canSave} aria-describedby={noteId}>
              {update.saving ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
              {update.saving ? "Saving..." : "Save Changes"}
            </Button>
          )}
        </WizardFooter>
      </form>
    </div>
  );
}
