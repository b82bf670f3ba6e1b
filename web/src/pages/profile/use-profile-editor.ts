import { LIMITS } from "@twend/shared";
import { useEffect, useState } from "react";
import type { FieldError } from "../../features/auth/validation.ts";
import { fromDraft, type Profile, type ProfileDraft, type ProfileTextField, toDraft, validateDraft } from "../../features/profile/profile.ts";
import { useSaveProfile } from "../../features/profile/use-profile.ts";

export type EditorMode = "view" | "edit" | "saved";

/** The profile's view/edit toggle: a successful save shows 'Saved!' for 3 s, then leaves edit mode. */
export function useProfileEditor(profile: Profile) {
  const save = useSaveProfile();
  const [mode, setMode] = useState<EditorMode>("view");
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(profile));
  const [problem, setProblem] = useState<FieldError<ProfileTextField> | null>(null);

  useEffect(() => {
    if (mode !== "saved") return;
    const timer = setTimeout(() => setMode("view"), LIMITS.profileSavedMs);
    return () => clearTimeout(timer);
  }, [mode]);

  function startEditing() {
    setDraft(toDraft(profile));
    setProblem(null);
    setMode("edit");
  }

  function cancel() {
    setProblem(null);
    setMode("view");
  }

  function update<K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function submit() {
    if (mode !== "edit" || save.isPending) return;
    const invalid = validateDraft(draft);
    setProblem(invalid);
    if (invalid) return;
    save.mutate(fromDraft(draft), { onSuccess: () => setMode("saved") });
  }

  return { mode, draft, problem, saving: save.isPending, startEditing, cancel, update, submit };
}
