import { Activity } from "lucide-react";
import { useId } from "react";
import { SectionCard } from "./SectionCard.tsx";

// The spec shows this summary with static zero values; the live totals are on the dashboard.
const STATS = ["Twends created", "Total views", "DPs created", "Shares"] as const;

export function ActivitySummary() {
  const headingId = useId();
  return (
    <SectionCard id={headingId} icon={Activity} title="Activity Summary">
      <dl className="grid grid-cols-2 gap-3">
        {STATS.map((label) => (
          <div key={label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100 ring-inset">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-950">0</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
