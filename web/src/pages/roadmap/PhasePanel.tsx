import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { Card } from "../../components/ui/Card.tsx";
import { Disclosure } from "./Disclosure.tsx";
import { FeatureCard } from "./FeatureCard.tsx";
import { StatusBadge } from "./roadmap-badges.tsx";
import type { RoadmapPhase } from "./roadmap-content.ts";

function DetailList({ title, items }: { title: string; items: readonly MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1.5 list-disc space-y-1 ps-5 text-slate-600">
        {items.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
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
  const { i18n, t } = useLingui();
  const titleId = `${id}-title`;
  const tab = i18n._(phase.tab);
  const name = i18n._(phase.name);
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabId} tabIndex={0} className="mt-5 rounded-2xl">
      <Card className="p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StatusBadge status={phase.status} />
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarClock aria-hidden="true" className="size-4" />
            {i18n._(phase.duration)}
          </span>
        </div>
        <h3 id={titleId} className="mt-3 text-2xl font-bold tracking-tight text-slate-950">
          <Trans>
            {tab}: {name}
          </Trans>
        </h3>
        <p className="mt-2 max-w-3xl text-base leading-7 text-pretty text-slate-600">{i18n._(phase.summary)}</p>
        <Disclosure label={t`Phase details`} className="mt-4 border-t border-slate-100 pt-2">
          <div className="grid gap-6 text-sm leading-6 md:grid-cols-2">
            <div className="space-y-4 md:col-span-2">
              <div>
                <h4 className="font-semibold text-slate-900">
                  <Trans>Overview</Trans>
                </h4>
                <p className="mt-1 text-slate-600">{i18n._(phase.overview)}</p>
              </div>
              <div>
                <h4 className="font-semibold text-slate-900">
                  <Trans>Business impact</Trans>
                </h4>
                <p className="mt-1 text-slate-600">{i18n._(phase.businessImpact)}</p>
              </div>
            </div>
            <DetailList title={t`User benefits`} items={phase.userBenefits} />
            <DetailList title={t`Success metrics`} items={phase.successMetrics} />
            <div className="md:col-span-2">
              <h4 className="font-semibold text-slate-900">
                <Trans>Technical categories</Trans>
              </h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {phase.technicalCategories.map((category) => (
                  <li key={category.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {i18n._(category)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Disclosure>
      </Card>
      <ul aria-labelledby={titleId} className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {phase.features.map((feature) => (
          <FeatureCard key={feature.title.id} feature={feature} />
        ))}
      </ul>
    </div>
  );
}
