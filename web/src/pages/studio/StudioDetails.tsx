import type { ReactNode } from "react";
import { CaptionField } from "./CaptionField.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import type { StudioForm } from "./use-studio-form.ts";

interface StudioDetailsProps {
  studio: StudioForm;
  /** The editor's custom link, which sits between the details and the caption. */
  customLink?: ReactNode;
}

/** Title, description, category, page language and caption: the details step of the wizard and the first section of the single page. */
export function StudioDetails({ studio, customLink }: StudioDetailsProps) {
  const { form } = studio;
  return (
    <div className="space-y-5">
      <DetailsFields form={form} onChange={studio.update} />
      {customLink}
      <CaptionField value={form.caption_template} onChange={(caption_template) => studio.update({ caption_template })} />
    </div>
  );
}
