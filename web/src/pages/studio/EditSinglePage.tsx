import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import Save from "lucide-react/icons/save";
import type { ReactNode } from "react";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { ShortIdField } from "./ShortIdField.tsx";
import { StudioSinglePage } from "./StudioSinglePage.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import type { EditorStudio } from "./use-editor-studio.ts";

const HEADER = { title: msg`Edit Twend`, text: msg`Changes go live for everyone as soon as you save them.` };

const SECTIONS = {
  1: { title: msg`Campaign Details` },
  2: { title: msg`Background Image` },
  3: { title: msg`Design Settings`, description: msg`Size, shape and colours; position them on the preview.` },
} as const;

/** /edit/{id} in single-page mode: the live preview on the left, the settings on the right. */
export function EditSinglePage({ editor, layoutSwitch }: { editor: EditorStudio; layoutSwitch: ReactNode }) {
  const { t } = useLingui();
  const { studio, update } = editor;
  return (
    <StudioSinglePage
      header={{ ...HEADER, aside: layoutSwitch }}
      sections={SECTIONS}
      studio={studio}
      job={update}
      background={{ onPick: editor.pickBackground }}
      customLink={<ShortIdField value={editor.shortId} onChange={editor.setShortId} />}
      onSubmit={editor.save}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <LinkButton to="/dashboard" variant="secondary" className="sm:flex-1">
          <Trans>Cancel</Trans>
        </LinkButton>
        <SubmitButton className="sm:flex-[2]" disabled={!editor.canSave} busy={update.saving} icon={Save} label={t`Save Changes`} busyLabel={t`Saving...`} />
      </div>
    </StudioSinglePage>
  );
}
