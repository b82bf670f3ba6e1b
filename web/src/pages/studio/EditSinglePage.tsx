import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { CaptionField } from "./CaptionField.tsx";
import { DesignControls } from "./DesignControls.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { PreviewPanel } from "./PreviewPanel.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { ShortIdField } from "./ShortIdField.tsx";
import { StudioColumns } from "./StudioColumns.tsx";
import { StudioPageHeader } from "./StudioPageHeader.tsx";
import { StudioSection } from "./StudioSection.tsx";
import type { EditorStudio } from "./use-editor-studio.ts";

/** /edit/{id} in single-page mode: the live preview on the left, the settings on the right (spec section 2). */
export function EditSinglePage({ editor, layoutSwitch }: { editor: EditorStudio; layoutSwitch: ReactNode }) {
  const { studio, update } = editor;
  const { form } = studio;
  return (
    <Container className="py-8 lg:py-10">
      <StudioPageHeader title="Edit Twend" text="Changes go live for everyone as soon as you save them." aside={layoutSwitch} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          editor.save();
        }}
      >
        <StudioColumns
          preview={
            <PreviewPanel
              choice={form.background}
              background={studio.background}
              design={form.design}
              sampleName={studio.sampleName}
              selected={studio.selected}
              onSelect={studio.setSelected}
              onChange={studio.updateDesign}
            />
          }
        >
          <StudioSection number={1} title="Campaign Details">
            <div className="space-y-5">
              <DetailsFields form={form} onChange={studio.update} />
              <ShortIdField value={editor.shortId} onChange={editor.setShortId} />
              <CaptionField value={form.caption_template} onChange={(caption_template) => studio.update({ caption_template })} />
            </div>
          </StudioSection>
          <StudioSection number={2} title="Background Image">
            <BackgroundPicker value={form.background} onPick={editor.pickBackground} hint="JPG, PNG up to 10MB" />
          </StudioSection>
          <StudioSection number={3} title="Design Settings" description="Size, shape and colours; position them on the preview.">
            <DesignControls design={form.design} onChange={studio.updateDesign} sampleName={studio.sampleName} onSampleNameChange={studio.setSampleName} />
          </StudioSection>
          <Card className="space-y-4 p-5 sm:p-6">
            <SaveStatus error={update.error} progress={update.progress} uploading={form.background?.kind === "upload"} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <LinkButton to="/dashboard" variant="secondary" className="sm:flex-1">
                Cancel
              </LinkButton>
              <Button type="submit" className="sm:flex-[2]" disabled={!editor.canSave}>
                {update.saving ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
                {update.saving ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </Card>
        </StudioColumns>
      </form>
    </Container>
  );
}
