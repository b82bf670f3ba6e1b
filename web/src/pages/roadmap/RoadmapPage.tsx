import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import House from "lucide-react/icons/house";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import { useState } from "react";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { PageHeader } from "../about/PageHeader.tsx";
import { PhasePanel } from "./PhasePanel.tsx";
import { PhaseTabs } from "./PhaseTabs.tsx";
import { ROADMAP_PHASES, type RoadmapPhase } from "./roadmap-content.ts";
import { RoadmapTimeline } from "./RoadmapTimeline.tsx";

const PROMISES = [msg`Creating and using Twends is free, and stays free`, msg`No sign-up needed for supporters`, msg`Unlimited campaigns and pictures`] as const;

const tabId = (phase: RoadmapPhase) => `roadmap-tab-${phase.id}`;
const panelId = (phase: RoadmapPhase) => `roadmap-panel-${phase.id}`;

export default function RoadmapPage() {
  const { i18n, t } = useLingui();
  // Opens on the phase being built now, the one a returning visitor most likely wants.
  const [selected, setSelected] = useState(() =>
    Math.max(
      ROADMAP_PHASES.findIndex((p) => p.status === "current"),
      0,
    ),
  );
  const phase = ROADMAP_PHASES[selected] ?? ROADMAP_PHASES[0];

  return (
    <>
      <title>{t`Roadmap · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow={t`Product roadmap`}
        title={t`Where Twend is going`}
        text={t`Many DP generators charge for premium frames or cap your campaigns. Twend is built the other way round: the core stays free, and every phase below makes it better for creators and supporters.`}
      >
        <ul className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:justify-center">
          {PROMISES.map((promise) => (
            <li key={promise.id} className="inline-flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
              {i18n._(promise)}
            </li>
          ))}
        </ul>
      </PageHeader>

      <section aria-labelledby="phases-title" className="py-12 sm:py-16">
        <Container>
          <SectionHeader
            id="phases-title"
            title={t`Phases`}
            text={t`Choose a phase to see its features, priorities, effort estimates and the technical details behind them.`}
          />
          <PhaseTabs phases={ROADMAP_PHASES} selected={selected} onSelect={setSelected} tabId={tabId} panelId={panelId} />
          {phase ? <PhasePanel key={phase.id} phase={phase} id={panelId(phase)} tabId={tabId(phase)} /> : null}
        </Container>
      </section>

      <section aria-labelledby="timeline-title" className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <SectionHeader
            id="timeline-title"
            title={t`Development timeline`}
            text={t`Durations are counted from today; phases overlap where they do not depend on each other.`}
          />
          <RoadmapTimeline phases={ROADMAP_PHASES} />
        </Container>
      </section>

      <section aria-labelledby="roadmap-cta-title" className="py-12 sm:py-16">
        <Container className="text-center">
          <h2 id="roadmap-cta-title" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            <Trans>Everything in Phase 0 is live today</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-pretty text-slate-600">
            <Trans>You don't have to wait for the roadmap to start a campaign.</Trans>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/create" size="lg">
              <Trans>Create a Twend</Trans>
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </LinkButton>
            <LinkButton to="/dashboard" variant="secondary" size="lg">
              <LayoutDashboard aria-hidden="true" className="size-5" />
              <Trans>Your dashboard</Trans>
            </LinkButton>
            <LinkButton to="/" variant="ghost" size="lg">
              <House aria-hidden="true" className="size-5" />
              <Trans>Home</Trans>
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  );
}
