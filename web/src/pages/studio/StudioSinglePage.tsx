import type { ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { BackgroundPicker } from "./BackgroundPicker.tsx";
import { StudioColumns } from "./StudioColumns.tsx";
import { StudioDesignControls } from "./StudioDesignControls.tsx";
import { StudioDetails } from "./StudioDetails.tsx";
import { StudioPageHeader, type StudioPageHeaderProps } from "./StudioPageHeader.tsx";
import { StudioPreview } from "./StudioPreview.tsx";
import { StudioSaveStatus } from "./StudioSaveStatus.tsx";
import { StudioSection } from "./StudioSection.tsx";
import type { BackgroundSlot, StudioJob } from "./studio-slots.ts";
import type { StudioForm } from "./use-studio-form.ts";

interface SectionText {
  title: string;
  description?: string;
}

interface StudioSinglePageProps {
  header: StudioPageHeaderProps;
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

/** The studio on wide screens: the live preview beside every setting, on one page (spec section 2). */
export function StudioSinglePage({ header, sections, studio, job, background, customLink, onSubmit, children }: StudioSinglePageProps) {
  return (
    <Container className="py-8 lg:py-10">
      <StudioPageHeader {...header} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <StudioColumns preview={<StudioPreview studio={studio} />}>
          <StudioSection number={1} {...sections[1]}>
            <StudioDetails studio={studio} customLink={customLink} />
          </StudioSection>
          <StudioSection number={2} {...sections[2]}>
            <BackgroundPicker value={studio.form.background} onPick={background.onPick} />
          </StudioSection>
          <StudioSection number={3} {...sections[3]}>
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
