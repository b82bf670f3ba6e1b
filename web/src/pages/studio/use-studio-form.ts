import { useState } from "react";
import type { CampaignForm, Design } from "../../features/studio/campaign-form.ts";
import type { DesignTarget } from "../../features/studio/design-geometry.ts";
import { useDecodedBackground } from "../../features/studio/use-decoded-background.ts";

const SAMPLE_NAME = "Your Name";

type FormPatch = Partial<Omit<CampaignForm, "design">>;

/** The state both studios share: the form, the decoded background, the preview's sample name and selection. */
export function useStudioForm(initial: () => CampaignForm) {
  const [form, setForm] = useState<CampaignForm>(initial);
  const [sampleName, setSampleName] = useState(SAMPLE_NAME);
  const [selected, setSelected] = useState<DesignTarget>("avatar");
  const background = useDecodedBackground(form.background);

  return {
    form,
    background,
    sampleName,
    setSampleName,
    // The name cannot be moved while it is left out of the design.
    selected: form.design.include_text ? selected : "avatar",
    setSelected,
    update: (patch: FormPatch) => setForm((current) => ({ ...current, ...patch })),
    updateDesign: (patch: Partial<Design>) => setForm((current) => ({ ...current, design: { ...current.design, ...patch } })),
    reset: () => {
      setForm(initial());
      setSampleName(SAMPLE_NAME);
      setSelected("avatar");
    },
  };
}

export type StudioForm = ReturnType<typeof useStudioForm>;
