import { Trans, useLingui } from "@lingui/react/macro";
import Camera from "lucide-react/icons/camera";
import { useId, type ReactNode } from "react";
import { Avatar } from "../../components/ui/Avatar.tsx";
import { Card } from "../../components/ui/Card.tsx";
import type { CurrentUser } from "../../features/auth/current-user.ts";
import { formatMonthYear } from "../../lib/format.ts";
import { useLocalPicture } from "./use-local-picture.ts";

interface ProfileHeaderProps {
  user: CurrentUser;
  displayName: string;
  actions: ReactNode;
}

export function ProfileHeader({ user, displayName, actions }: ProfileHeaderProps) {
  const { i18n } = useLingui();
  const picture = useLocalPicture();
  const inputId = useId();
  const memberSince = formatMonthYear(i18n.locale, user.created_at);

  return (
    <Card className="relative overflow-hidden">
      <div aria-hidden="true" className="h-24 bg-linear-to-br from-brand-700 via-brand-600 to-accent-600 sm:h-28" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-end sm:justify-between sm:px-8 sm:pt-4">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-end sm:text-start">
          <div className="relative -mt-12 shrink-0 sm:-mt-16">
            <Avatar name={displayName} src={picture.previewUrl ?? user.google_user_data?.picture} className="size-24 text-3xl ring-4 ring-surface shadow-md" />
            <label
              htmlFor={inputId}
              className="absolute end-0 bottom-0 grid size-9 cursor-pointer place-items-center rounded-full bg-surface text-slate-700 shadow-md ring-1 ring-slate-200 transition-colors hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <Camera aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Choose a profile picture (preview only, under 5MB)</Trans>
              </span>
              <input id={inputId} type="file" accept="image/*" className="sr-only" onChange={picture.onFileChange} />
            </label>
          </div>
          <div className="min-w-0 sm:pb-1">
            <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-950 sm:text-3xl">{displayName}</h1>
            <p className="mt-1 text-sm wrap-anywhere text-slate-600">
              <span dir="ltr">{user.email}</span>
            </p>
            {memberSince ? (
              <p className="mt-1 text-xs text-slate-500">
                <Trans>Member since {memberSince}</Trans>
              </p>
            ) : null}
            {picture.previewUrl ? (
              <p className="mt-1 text-xs text-slate-500">
                <Trans>Picture preview only; it is not uploaded.</Trans>
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex justify-center sm:justify-end">{actions}</div>
      </div>
    </Card>
  );
}
