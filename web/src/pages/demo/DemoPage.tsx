import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { clsx } from "clsx";
import ArrowRight from "lucide-react/icons/arrow-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { PageHeader } from "../about/PageHeader.tsx";
import { DemoStage } from "./DemoStage.tsx";
import { isDemoFinished } from "./demo-machine.ts";
import { DEMO_CAMPAIGN, demoSteps } from "./demo-steps.ts";
import { useDemo } from "./use-demo.ts";

export default function DemoPage() {
  const { i18n, t } = useLingui();
  const [state, dispatch] = useDemo();
  const steps = demoSteps(i18n);
  const current = steps[state.step] ?? steps[0];
  const finished = isDemoFinished(state);
  const stepNumber = state.step + 1;
  const stepCount = steps.length;
  const campaignTitle = i18n._(DEMO_CAMPAIGN.title);

  return (
    <>
      <title>{t`Interactive demo · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow={t`Interactive demo`}
        title={t`From design to download in five steps`}
        text={t`Follow one Twend, ${campaignTitle}, from the creator's upload to a supporter's finished profile picture. It plays by itself; pause it or jump to any step.`}
      />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-8">
          <Card as="section" aria-labelledby="demo-step-title" className="p-5 sm:p-8 lg:order-last">
            <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <DemoStage step={state.step} />
              {/* Announced only when the visitor moves the demo, not on every automatic step (WAI carousel pattern). */}
              <div aria-live={state.playing ? "off" : "polite"} aria-atomic="true">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
                  <Trans>
                    Step {stepNumber} of {stepCount}
                  </Trans>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{current.actor}</span>
                </p>
                <h2 id="demo-step-title" className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-950">
                  {current.title}
                </h2>
                <p className="mt-3 text-base leading-7 text-pretty text-slate-600">{current.text}</p>
                <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                  {current.points.map((point) => (
                    <li key={point} className="flex items-start gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="mt-8 border-t border-slate-100 pt-6">
              <div
                role="progressbar"
                aria-label={t`Progress of step ${stepNumber}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.progress}
                className="h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-500 transition-[width] duration-100 ease-linear rtl:bg-linear-to-l"
                  style={{ width: `${state.progress}%` }}
                />
              </div>
              <div className="mt-4 flex flex-wrap gap-3">
                <Button onClick={() => dispatch({ type: state.playing ? "pause" : "play" })} className="min-w-32 flex-1 sm:flex-none">
                  {state.playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
                  {state.playing ? t`Pause` : finished ? t`Replay` : t`Play`}
                </Button>
                <Button variant="secondary" onClick={() => dispatch({ type: "reset" })} className="min-w-32 flex-1 sm:flex-none">
                  <RotateCcw aria-hidden="true" className="size-4" />
                  <Trans>Reset</Trans>
                </Button>
              </div>
            </div>
          </Card>

          <nav aria-labelledby="demo-steps-title">
            <h2 id="demo-steps-title" className="text-sm font-semibold tracking-wider text-slate-500 uppercase">
              <Trans>The five steps</Trans>
            </h2>
            <ol className="mt-3 space-y-2">
              {steps.map((step, index) => {
                const selected = index === state.step;
                const done = index < state.step || (selected && finished);
                const number = index + 1;
                const actor = step.actor;
                return (
                  <li key={step.id}>
                    <button
                      type="button"
                      aria-current={selected ? "step" : undefined}
                      onClick={() => dispatch({ type: "select", step: index })}
                      className={clsx(
                        "flex w-full items-center gap-3 rounded-xl border p-3 text-start transition-colors",
                        selected ? "border-brand-300 bg-brand-50 shadow-sm" : "border-slate-200 bg-surface hover:border-brand-200 hover:bg-slate-50",
                      )}
                    >
                      <span
                        className={clsx(
                          "grid size-10 shrink-0 place-items-center rounded-lg",
                          selected || done ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-600",
                        )}
                      >
                        <step.icon aria-hidden="true" className={clsx("size-5", step.directional && "rtl:-scale-x-100")} />
                      </span>
                      <span className="min-w-0">
                        <span className={clsx("block text-xs font-semibold", selected ? "text-brand-700" : "text-slate-500")}>
                          <Trans>
                            Step {number} · {actor}
                          </Trans>
                        </span>
                        <span className="block text-sm font-semibold text-slate-900">{step.title}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
        </div>

        <div className="mt-12 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center">
          <LinkButton to="/create" size="lg">
            <Trans>Create your own Twend</Trans>
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </LinkButton>
          <LinkButton to="/browse" variant="secondary" size="lg">
            <Trans>Try a live Twend</Trans>
          </LinkButton>
        </div>
      </Container>
    </>
  );
}
