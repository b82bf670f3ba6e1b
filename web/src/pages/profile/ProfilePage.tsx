import { Trans, useLingui } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { type FormEvent, useEffect, useId } from "react";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@twend/shared";
import { Container } from "../../components/ui/Container.tsx";
import { useAuth } from "../../features/auth/auth-context.ts";
import type { CurrentUser } from "../../features/auth/current-user.ts";
import { fallbackDisplayName, fallbackProfile, type Profile } from "../../features/profile/profile.ts";
import { useProfileQuery } from "../../features/profile/use-profile.ts";
import { AccountDetails } from "./AccountDetails.tsx";
import { AccountSettings } from "./AccountSettings.tsx";
import { ActivitySummary } from "./ActivitySummary.tsx";
import { PersonalInformation } from "./PersonalInformation.tsx";
import { ProfileActions } from "./ProfileActions.tsx";
import { ProfileHeader } from "./ProfileHeader.tsx";
import { ProfileSkeleton } from "./ProfileSkeleton.tsx";
import { useProfileEditor } from "./use-profile-editor.ts";

/** /profile (sign-in required; the route's guard sends signed-out visitors to /auth). */
export default function ProfilePage() {
  const { user } = useAuth();
  const profile = useProfileQuery();

  useEffect(() => {
    if (profile.error) console.error(profile.error);
  }, [profile.error]);

  if (user === null || profile.isPending) return <ProfileSkeleton />;
  // The spec keeps the page usable when the profile cannot be loaded, with a name from the user record.
  const loaded = profile.isError ? fallbackProfile(user) : profile.data;
  return <ProfileView key={user.id} user={user} profile={loaded} />;
}

function ProfileView({ user, profile }: { user: CurrentUser; profile: Profile }) {
  const { t } = useLingui();
  const editor = useProfileEditor(profile);
  const formId = useId();
  const editing = editor.mode !== "view";
  const shown = editing ? editor.draft : profile;
  const displayName = (editing ? editor.draft.display_name.trim() : profile.display_name) || fallbackDisplayName(user);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    editor.submit();
  }

  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <title>{`${t`Profile`} · ${PRODUCT_NAME}`}</title>
      <Link to="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <div className="mt-6">
        <ProfileHeader
          user={user}
          displayName={displayName}
          actions={<ProfileActions mode={editor.mode} saving={editor.saving} formId={formId} onEdit={editor.startEditing} onCancel={editor.cancel} />}
        />
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-6">
          <PersonalInformation
            editing={editing}
            locked={editor.mode === "saved" || editor.saving}
            profile={profile}
            email={user.email}
            draft={editor.draft}
            problem={editor.problem}
            onChange={editor.update}
          />
          <AccountSettings
            notifications={shown.notifications}
            publicProfile={shown.public_profile}
            disabled={editor.mode !== "edit" || editor.saving}
            onChange={editor.update}
          />
        </div>
        <div className="space-y-6">
          <ActivitySummary />
          <AccountDetails user={user} />
        </div>
      </form>
    </Container>
  );
}
