import { Trans } from "@lingui/react/macro";
import Check from "lucide-react/icons/check";
import Pencil from "lucide-react/icons/pencil";
import Save from "lucide-react/icons/save";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import type { EditorMode } from "./use-profile-editor.ts";

interface ProfileActionsProps {
  mode: EditorMode;
  saving: boolean;
  formId: string;
  onEdit: () => void;
  onCancel: () => void;
}

/** Edit Profile in view mode; Cancel and Save Changes while editing; 'Saved!' after a save. Same height in every state. */
export function ProfileActions({ mode, saving, formId, onEdit, onCancel }: ProfileActionsProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  const previousMode = useRef(mode);

  // Leaving edit mode removes the focused button; focus returns to where editing starts.
  useEffect(() => {
    if (mode === "view" && previousMode.current !== "view") editRef.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  return (
    <div className="flex min-h-11 flex-wrap items-center gap-2" aria-live="polite">
      {mode === "view" ? (
        <Button ref={editRef} variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit Profile</Trans>
        </Button>
      ) : null}
      {mode === "edit" ? (
        <>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving}>
            {saving ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
            {saving ? <Trans>Saving…</Trans> : <Trans>Save Changes</Trans>}
          </Button>
        </>
      ) : null}
      {mode === "saved" ? (
        <p className="inline-flex h-11 items-center gap-2 rounded-full bg-emerald-50 px-5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
          <Check aria-hidden="true" className="size-4" />
          <Trans>Saved!</Trans>
        </p>
      ) : null}
    </div>
  );
}
