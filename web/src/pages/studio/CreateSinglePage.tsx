import { PRODUCT_NAME } from "@twend/shared";
import { Rocket } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { CaptionField } from "./CaptionField.tsx";
import { DesignControls } from "./DesignControls.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { PreviewPanel } from "./PreviewPanel.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { StudioColumns } from "./StudioColumns.tsx";
import { StudioPageHeader } from "./StudioPageHeader.tsx";
import { StudioSection } from "./StudioSection.tsx";
import type { CreatorStudio } from "./use-creator-studio.ts";

/** /create on wide screens: the live preview beside every setting, one page (spec section 2). */
export function CreateSinglePage({ creator }: { creator: CreatorStudio }) {
  const { studio, creation } = creator;
  const { form } = studio;
  const noteId = useId();
  const missing = [form.title.trim() === "" ? "a title" : null, form.background === null ? "a background image" : null].filter(Boolean);

  return (
    <Container className="py-8 lg:py-10">
      <title>{`Create a Twend · ${PRODUCT_NAME}`}</title>
      <StudioPageHeader
        title="Create a Twend"
        text="Upload your artwork, drag the photo slot and the name into place, and publish a link anyone can use."
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          creator.submit();
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
          <StudioSection number={1} title="Details" description="What your Twend is called and what it's for.">
            <div className="space-y-5">
              <DetailsFields form={form} onChange={studio.update} />
              <CaptionField value={form.caption_template} onChange={(caption_template) => studio.update({ caption_template })} />
            </div>
          </StudioSection>
          <StudioSection number={2} title="Background" description="The frame every visitor's photo goes into.">
            <BackgroundPicker value={form.background} onPick={(choice) => creator.pickBackground(choice, false)} hint="JPG, PNG" />
          </StudioSection>
          <StudioSection number={3} title="Design" description="Size, shape and colours; position them on the preview.">
            <DesignControls design={form.design} onChange={studio.updateDesign} sampleName={studio.sampleName} onSampleNameChange={studio.setSampleName} />
          </StudioSection>
          <Card className="space-y-4 p-5 sm:p-6">
            <SaveStatus error={creation.error} progress={creation.progress} uploading={form.background?.kind === "upload"} />
            <Button type="submit" size="lg" className="w-full" disabled={!creator.canSubmit} aria-describedby={noteId}>
              {creation.saving ? <Spinner /> : <Rocket aria-hidden="true" className="size-4" />}
              {creation.saving ? "Creating..." : "Create Twend"}
            </Button>
            <p id={noteId} className="min-h-5 text-center text-xs text-slate-500">
              {missing.length > 0 ? `Add ${missing.join(" and ")} to publish.` : "You can change everything later from your dashboard."}
            </p>
          </Card>
        </StudioColumns>
      </form>
    </Container>
  );
}
