import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import Rocket from "lucide-react/icons/rocket";
import { CREATOR_STEP_LABELS } from "../../features/studio/wizard-steps.ts";
import type { CreatorStudio } from "./use-creator-studio.ts";
import { WizardShell } from "./WizardShell.tsx";
import { WizardStepFields } from "./WizardStepFields.tsx";

const STEP_TEXT = {
  1: { title: msg`Tell people what it's for`, text: msg`A clear title helps supporters find and trust your Twend.` },
  2: { title: msg`Add your artwork`, text: msg`This image is the frame every visitor's photo goes into.` },
  3: { title: msg`Place the photo and name`, text: msg`Drag them on the preview, then fine-tune below.` },
  4: { title: msg`Ready to publish?`, text: msg`Check your Twend, then create its shareable link.` },
} as const;

/** /create on narrow screens: Details, Media, Design, Publish. */
export function CreateWizard({ creator }: { creator: CreatorStudio }) {
  const { i18n, t } = useLingui();
  const { studio, creation, step } = creator;
  const { form } = studio;
  const missingForSubmit = form.title.trim() === "" ? t`Add a title before publishing.` : form.background === null ? t`Add a background before publishing.` : null;

  return (
    <>
      <title>{t`Create a Twend · ${PRODUCT_NAME}`}</title>
      <WizardShell
        title={t`Create a Twend`}
        labels={CREATOR_STEP_LABELS}
        step={step}
        onStep={creator.goTo}
        heading={STEP_TEXT[step]}
        blocker={creator.blocker ? i18n._(creator.blocker.message) : null}
        finishNote={missingForSubmit}
        onFinish={creator.submit}
        finish={{ busy: creation.saving, icon: Rocket, label: t`Create Twend`, busyLabel: t`Creating...`, disabled: !creator.canSubmit }}
      >
        <WizardStepFields step={step} studio={studio} job={creation} background={{ onPick: (choice) => creator.pickBackground(choice, true) }} />
      </WizardShell>
    </>
  );
}
