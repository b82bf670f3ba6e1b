import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { StudioColumns } from "./StudioColumns.tsx";
import { StudioDesignControls } from "./StudioDesignControls.tsx";
import { StudioDetails } from "./StudioDetails.tsx";
import { StudioPageHeader } from "./StudioPageHeader.tsx";
import { StudioPreview } from "./StudioPreview.tsx";
import { StudioSaveStatus } from "./StudioSaveStatus.tsx";
import { StudioSection } from "./StudioSection.tsx";
import type { BackgroundSlot, StudioJob } from "./studio-slots.ts";
import type { StudioForm } from "./use-studio-form.ts";

interface SectionText {
  title: MessageDescriptor;
  description?: MessageDescriptor;
}

interface StudioSinglePageProps {
  header: { title: MessageDescriptor; text: MessageDescriptor; aside?: ReactNode };
  /** The headings of the details, background and design sections. */
  sections: Readonly<Record<1 | 2 | 3, SectionText>>;
  studio: StudioForm;
  job: StudioJob;
  background: BackgroundSlot;
  /** The editor's custom-link field, shown with the details. */
  customLink?: ReactNode;
  onSubmit: () => void;
  /** The submit button and what goes with it, below the save status. */
  children: ReactNode;
}

/** The studio on wide screens: the live preview beside every setting, on one page. */
export function StudioSinglePage({ header, sections, studio, job, background, customLink, onSubmit, children }: StudioSinglePageProps) {
  const { i18n } = useLingui();
  const section = (number: 1 | 2 | 3) => {
    const { title, description } = sections[number];
    return { number, title: i18n._(title), description: description ? i18n._(description) : undefined };
  };
  return (
    <Container className="py-8 lg:py-10">
      <StudioPageHeader title={i18n._(header.title)} text={i18n._(header.text)} aside={header.aside} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <StudioColumns preview={<StudioPreview studio={studio} />}>
          <StudioSection {...section(1)}>
            <StudioDetails studio={studio} customLink={customLink} />
          </StudioSection>
          <StudioSection {...section(2)}>
            <BackgroundPicker value={studio.form.background} onPick={background.onPick} />
          </StudioSection>
          <StudioSection {...section(3)}>
            <StudioDesignControls studio={studio} />
          </StudioSection>
          <Card className="space-y-4 p-5 sm:p-6">
            <StudioSaveStatus studio={studio} job={job} />
            {children}
          </Card>
        </StudioColumns>
      </form>
    </Container>
  );
}
