import { PRODUCT_NAME } from "@twend/shared";
import { Rocket } from "lucide-react";
import { CREATOR_STEP_LABELS } from "../../features/studio/wizard-steps.ts";
import type { CreatorStudio } from "./use-creator-studio.ts";
import { WizardShell } from "./WizardShell.tsx";
import { WizardStepFields } from "./WizardStepFields.tsx";

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
  const missingForSubmit = form.title.trim() === "" ? "Add a title before publishing." : form.background === null ? "Add a background before publishing." : null;

  return (
    <>
      <title>{`Create a Twend · ${PRODUCT_NAME}`}</title>
      <WizardShell
        title="Create a Twend"
        labels={CREATOR_STEP_LABELS}
        step={step}
        onStep={creator.goTo}
        heading={STEP_TEXT[step]}
        blocker={creator.blocker?.message ?? null}
        finishNote={missingForSubmit}
        onFinish={creator.submit}
        finish={{ busy: creation.saving, icon: Rocket, label: "Create Twend", busyLabel: "Creating...", disabled: !creator.canSubmit }}
      >
        <WizardStepFields step={step} studio={studio} job={creation} background={{ onPick: (choice) => creator.pickBackground(choice, true) }} />
      </WizardShell>
    </>
  );
}
