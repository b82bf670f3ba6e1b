import { Fingerprint } from "lucide-react";
import { useId } from "react";
import type { CurrentUser } from "../../features/auth/current-user.ts";
import { formatDate } from "../../lib/format.ts";
import { SectionCard } from "./SectionCard.tsx";

/** The spec shows the account id as its first 8 characters. */
const ACCOUNT_ID_LENGTH = 8;

export function AccountDetails({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const rows: Array<[string, string]> = [
    ["Sign-in method", user.google_sub ? "Google" : "Email and password"],
    ["Member since", formatDate(user.created_at) ?? "—"],
    ["Last sign-in", formatDate(user.last_signed_in_at) ?? "—"],
  ];
  return (
    <SectionCard id={headingId} icon={Fingerprint} title="Account">
      <dl className="space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-500">Account ID</dt>
          <dd className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-slate-900">{user.id.slice(0, ACCOUNT_ID_LENGTH)}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
