import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import ListChecks from "lucide-react/icons/list-checks";
import Save from "lucide-react/icons/save";
import type { ReactNode } from "react";
import { EDITOR_STEP_LABELS } from "../../features/studio/wizard-steps.ts";
import { ShortIdField } from "./ShortIdField.tsx";
import type { EditorStudio } from "./use-editor-studio.ts";
import { WizardShell } from "./WizardShell.tsx";
import { WizardStepFields } from "./WizardStepFields.tsx";

const STEP_TEXT = {
  1: { title: msg`Campaign Details`, text: msg`The title, description, category and custom link of your Twend.` },
  2: { title: msg`Background Image`, text: msg`Keep the current artwork or upload a new one.` },
  3: { title: msg`Design Settings`, text: msg`Drag the photo slot and the name on the live preview, then fine-tune.` },
  4: { title: msg`Save Changes`, text: msg`Review your changes, then save them.` },
} as const;

interface EditWizardProps {
  editor: EditorStudio;
  /** The layout toggle, offered on wide screens. */
  layoutSwitch?: ReactNode;
}

/** /edit/{id} in wizard mode: 4 steps with Continue, Review Changes, Back and Save Changes. */
export function EditWizard({ editor, layoutSwitch }: EditWizardProps) {
  const { i18n, t } = useLingui();
  const { studio, update, step } = editor;
  const blocker = editor.blocker ? i18n._(editor.blocker.message) : null;
  const saveNote = editor.canSave || update.saving ? null : (blocker ?? t`Add a title, a background and a custom link of 3 or more characters.`);
  const title = studio.form.title.trim() || t`Untitled`;

  return (
    <WizardShell
      title={t`Edit “${title}”`}
      labels={EDITOR_STEP_LABELS}
      step={step}
      onStep={editor.goTo}
      aside={layoutSwitch}
      heading={STEP_TEXT[step]}
      blocker={blocker}
      finishNote={saveNote}
      onFinish={editor.save}
      finish={{ busy: update.saving, icon: Save, label: t`Save Changes`, busyLabel: t`Saving...`, disabled: !editor.canSave }}
      reviewContinue={{ label: t`Review Changes`, icon: ListChecks }}
    >
      <WizardStepFields
        step={step}
        studio={studio}
        job={update}
        background={{ onPick: editor.pickBackground }}
        customLink={{ field: <ShortIdField value={editor.shortId} onChange={editor.setShortId} />, shortId: editor.shortId }}
      />
    </WizardShell>
  );
}
