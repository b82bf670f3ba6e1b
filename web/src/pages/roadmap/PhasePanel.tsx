import { CalendarClock } from "lucide-react";
import { Card } from "../../components/ui/Card.tsx";
import { Disclosure } from "./Disclosure.tsx";
import { FeatureCard } from "./FeatureCard.tsx";
import { StatusBadge } from "./roadmap-badges.tsx";
import type { RoadmapPhase } from "./roadmap-content.ts";

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-slate-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

interface PhasePanelProps {
  phase: RoadmapPhase;
  id: string;
  tabId: string;
}

export function PhasePanel({ phase, id, tabId }: PhasePanelProps) {
  const titleId = `${id}-title`;
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabId} tabIndex={0} className="mt-5 rounded-2xl">
      <Card className="p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StatusBadge status={phase.status} />
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarClock aria-hidden="true" className="size-4" />
            {phase.duration}
          </span>
        </div>
        <h3 id={titleId} className="mt-3 text-2xl font-bold tracking-tight text-slate-950">
          {phase.tab}: {phase.name}
        </h3>
        <p className="mt-2 max-w-3xl text-base leading-7 text-pretty text-slate-600">{phase.summary}</p>
        <Disclosure label="Phase details" className="mt-4 border-t border-slate-100 pt-2">
          <div className="grid gap-6 text-sm leading-6 md:grid-cols-2">
            <div className="space-y-4 md:col-span-2">
              <div>
                <h4 className="font-semibold text-slate-900">Overview</h4>
                <p className="mt-1 text-slate-600">{phase.overview}</p>
              </div>
              <div>
                <h4 className="font-semibold text-slate-900">Business impact</h4>
                <p className="mt-1 text-slate-600">{phase.businessImpact}</p>
              </div>
            </div>
            <DetailList title="User benefits" items={phase.userBenefits} />
            <DetailList title="Success metrics" items={phase.successMetrics} />
            <div className="md:col-span-2">
              <h4 className="font-semibold text-slate-900">Technical categories</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {phase.technicalCategories.map((category) => (
                  <li key={category} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {category}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Disclosure>
      </Card>
      <ul aria-labelledby={titleId} className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {phase.features.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </ul>
    </div>
  );
}
