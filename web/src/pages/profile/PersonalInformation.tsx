import { Trans, useLingui } from "@lingui/react/macro";
import UserRound from "lucide-react/icons/user-round";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { showText } from "../../features/auth/user-text.ts";
import type { FieldError } from "../../features/auth/validation.ts";
import type { Profile, ProfileDraft, ProfileTextField } from "../../features/profile/profile.ts";
import { SectionCard } from "./SectionCard.tsx";

interface PersonalInformationProps {
  editing: boolean;
  locked: boolean;
  profile: Profile;
  email: string;
  draft: ProfileDraft;
  problem: FieldError<ProfileTextField> | null;
  onChange: (field: ProfileTextField, value: string) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const notSet = (
  <span className="text-slate-500">
    <Trans>Not set</Trans>
  </span>
);

export function PersonalInformation({ editing, locked, profile, email, draft, problem, onChange }: PersonalInformationProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const messageId = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // Entering edit mode puts the cursor in the first field, where the edit most likely starts.
  useEffect(() => {
    if (editing) firstFieldRef.current?.focus();
  }, [editing]);

  if (!editing) {
    return (
      <SectionCard id={headingId} icon={UserRound} title={t`Personal Information`}>
        <dl className="divide-y divide-slate-100">
          <Detail label={t`Display name`}>{profile.display_name ?? notSet}</Detail>
          <Detail label={t`Email`}>
            <span dir="ltr">{email}</span>
          </Detail>
          <Detail label={t`Bio`}>{profile.bio ? <span className="whitespace-pre-line">{profile.bio}</span> : notSet}</Detail>
          <Detail label={t`Website`}>
            {profile.website ? (
              <a href={profile.website} dir="ltr" target="_blank" rel="noopener noreferrer nofollow" className="rounded font-medium text-brand-700 hover:underline">
                {profile.website}
              </a>
            ) : (
              notSet
            )}
          </Detail>
        </dl>
      </SectionCard>
    );
  }

  const invalid = (field: ProfileTextField) => ({
    "aria-invalid": problem?.field === field || undefined,
    "aria-describedby": problem?.field === field ? messageId : undefined,
  });

  return (
    <SectionCard id={headingId} icon={UserRound} title={t`Personal Information`}>
      <div className="space-y-4">
        <FormMessage id={messageId}>{problem ? showText(i18n, problem.message) : null}</FormMessage>
        <TextField
          ref={firstFieldRef}
          label={t`Display name`}
          name="display_name"
          autoComplete="nickname"
          maxLength={80}
          value={draft.display_name}
          disabled={locked}
          onChange={(event) => onChange("display_name", event.target.value)}
          {...invalid("display_name")}
        />
        <TextField label={t`Email`} type="email" value={email} readOnly disabled hint={t`Your sign-in address can't be changed here.`} />
        <TextAreaField
          label={t`Bio`}
          name="bio"
          rows={3}
          maxLength={500}
          placeholder={t`A line about you or your cause`}
          value={draft.bio}
          disabled={locked}
          onChange={(event) => onChange("bio", event.target.value)}
          {...invalid("bio")}
        />
        <TextField
          label={t`Website`}
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          maxLength={300}
          value={draft.website}
          disabled={locked}
          onChange={(event) => onChange("website", event.target.value)}
          {...invalid("website")}
        />
      </div>
    </SectionCard>
  );
}
