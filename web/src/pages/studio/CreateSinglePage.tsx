import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import Rocket from "lucide-react/icons/rocket";
import { useId } from "react";
import type { CampaignForm } from "../../features/studio/campaign-form.ts";
import { StudioSinglePage } from "./StudioSinglePage.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import type { CreatorStudio } from "./use-creator-studio.ts";

const HEADER = {
  title: msg`Create a Twend`,
  text: msg`Upload your artwork, drag the photo slot and the name into place, and publish a link anyone can use.`,
};

const SECTIONS = {
  1: { title: msg`Details`, description: msg`What your Twend is called and what it's for.` },
  2: { title: msg`Background`, description: msg`The frame every visitor's photo goes into.` },
  3: { title: msg`Design`, description: msg`Size, shape and colours; position them on the preview.` },
} as const;

/** What is still missing before the Twend can be published, said under the button; each case a sentence of its own. */
function publishNote(i18n: I18n, form: CampaignForm): string {
  const noTitle = form.title.trim() === "";
  const noBackground = form.background === null;
  if (noTitle && noBackground) return i18n._(msg`Add a title and a background image to publish.`);
  if (noTitle) return i18n._(msg`Add a title to publish.`);
  if (noBackground) return i18n._(msg`Add a background image to publish.`);
  return i18n._(msg`You can change everything later from your dashboard.`);
}

/** /create on wide screens: the live preview beside every setting, one page. */
export function CreateSinglePage({ creator }: { creator: CreatorStudio }) {
  const { i18n, t } = useLingui();
  const { studio, creation } = creator;
  const noteId = useId();

  return (
    <>
      <title>{t`Create a Twend · ${PRODUCT_NAME}`}</title>
      <StudioSinglePage
        header={HEADER}
        sections={SECTIONS}
        studio={studio}
        job={creation}
        background={{ onPick: (choice) => creator.pickBackground(choice, false) }}
        onSubmit={creator.submit}
      >
        <SubmitButton
          size="lg"
          className="w-full"
          disabled={!creator.canSubmit}
          aria-describedby={noteId}
          busy={creation.saving}
          icon={Rocket}
          label={t`Create Twend`}
          busyLabel={t`Creating...`}
        />
        <p id={noteId} className="min-h-5 text-center text-xs text-slate-500">
          {publishNote(i18n, studio.form)}
        </p>
      </StudioSinglePage>
    </>
  );
}
