import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Activity from "lucide-react/icons/activity";
import { useId } from "react";
import { formatInteger } from "../../lib/format.ts";
import { SectionCard } from "./SectionCard.tsx";

// The spec shows this summary with static zero values; the live totals are on the dashboard.
const STATS = [msg`Twends created`, msg`Total views`, msg`DPs created`, msg({ message: "Shares", comment: "A count: how many times the user's Twends were shared" })];

export function ActivitySummary() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const zero = formatInteger(i18n.locale, 0);
  return (
    <SectionCard id={headingId} icon={Activity} title={t`Activity Summary`}>
      <dl className="grid grid-cols-2 gap-3">
        {STATS.map((label) => (
          <div key={label.id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100 ring-inset">
            <dt className="text-xs font-medium text-slate-500">{i18n._(label)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-950">{zero}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
