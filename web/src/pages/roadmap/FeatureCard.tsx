import { Plural, Trans, useLingui } from "@lingui/react/macro";
import Clock from "lucide-react/icons/clock";
import { Card } from "../../components/ui/Card.tsx";
import { Disclosure } from "./Disclosure.tsx";
import { PriorityBadge } from "./roadmap-badges.tsx";
import type { RoadmapFeature } from "./roadmap-content.ts";

export function FeatureCard({ feature }: { feature: RoadmapFeature }) {
  const { i18n, t } = useLingui();
  const hours = feature.estimatedHours;
  return (
    <Card as="li" className="flex flex-col p-5">
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={feature.priority} />
        <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
          <Clock aria-hidden="true" className="size-3.5" />
          <Plural value={hours} one="# hour estimated" other="# hours estimated" />
        </span>
      </div>
      <h4 className="mt-3 text-base font-semibold text-slate-950">{i18n._(feature.title)}</h4>
      <p className="mt-1 flex-1 text-sm leading-6 text-slate-600">{i18n._(feature.description)}</p>
      <Disclosure label={t`Technical details`} className="mt-3 border-t border-slate-100 pt-2">
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <h5 className="font-semibold text-slate-900">
              <Trans>Specifications</Trans>
            </h5>
            <ul className="mt-1.5 list-disc space-y-1 ps-5 text-slate-600">
              {feature.specs.map((spec) => (
                <li key={spec.id}>{i18n._(spec)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h5 className="font-semibold text-slate-900">
              <Trans>Dependencies</Trans>
            </h5>
            {feature.dependencies.length > 0 ? (
              <ul className="mt-1.5 list-disc space-y-1 ps-5 text-slate-600">
                {feature.dependencies.map((dependency) => (
                  <li key={dependency.id}>{i18n._(dependency)}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1.5 text-slate-600">
                <Trans>None: can start at any time.</Trans>
              </p>
            )}
          </div>
        </div>
      </Disclosure>
    </Card>
  );
}
