import { Trans, useLingui } from "@lingui/react/macro";
import Fingerprint from "lucide-react/icons/fingerprint-pattern";
import { useId } from "react";
import type { CurrentUser } from "../../features/auth/current-user.ts";
import { formatDate } from "../../lib/format.ts";
import { SectionCard } from "./SectionCard.tsx";

/** The spec shows the account id as its first 8 characters. */
const ACCOUNT_ID_LENGTH = 8;

export function AccountDetails({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const rows = [
    // The provider's name is a brand, the same in every language.
    { key: "method", label: t`Sign-in method`, value: user.google_sub ? "Google" : t`Email and password` },
    { key: "created", label: t`Member since`, value: formatDate(i18n.locale, user.created_at) ?? "—" },
    { key: "signed-in", label: t`Last sign-in`, value: formatDate(i18n.locale, user.last_signed_in_at) ?? "—" },
  ];
  return (
    <SectionCard id={headingId} icon={Fingerprint} title={t`Account`}>
      <dl className="space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-500">
            <Trans>Account ID</Trans>
          </dt>
          <dd dir="ltr" className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-slate-900">
            {user.id.slice(0, ACCOUNT_ID_LENGTH)}
          </dd>
        </div>
        {rows.map(({ key, label, value }) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
