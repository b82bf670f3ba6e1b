import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { ShortIdField } from "./ShortIdField.tsx";
import { StudioSinglePage } from "./StudioSinglePage.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import type { EditorStudio } from "./use-editor-studio.ts";

const SECTIONS = {
  1: { title: "Campaign Details" },
  2: { title: "Background Image" },
  3: { title: "Design Settings", description: "Size, shape and colours; position them on the preview." },
} as const;

/** /edit/{id} in single-page mode: the live preview on the left, the settings on the right (spec section 2). */
export function EditSinglePage({ editor, layoutSwitch }: { editor: EditorStudio; layoutSwitch: ReactNode }) {
  const { studio, update } = editor;
  return (
    <StudioSinglePage
      header={{ title: "Edit Twend", text: "Changes go live for everyone as soon as you save them.", aside: layoutSwitch }}
      sections={SECTIONS}
      studio={studio}
      job={update}
      background={{ onPick: editor.pickBackground }}
      customLink={<ShortIdField value={editor.shortId} onChange={editor.setShortId} />}
      onSubmit={editor.save}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <LinkButton to="/dashboard" variant="secondary" className="sm:flex-1">
          Cancel
        </LinkButton>
        <SubmitButton className="sm:flex-[2]" disabled={!editor.canSave} busy={update.saving} icon={Save} label="Save Changes" busyLabel="Saving..." />
      </div>
    </StudioSinglePage>
  );
}
